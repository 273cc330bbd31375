/**
 * The branding of the wallet partners of spec §1 and §3: which partner a visit belongs to, and the paths of its
 * logos (a circle logo and a large logo, each in a light and a dark variant, under public/partners/<partner>/).
 * The list of partners, their display names and reading a partner from a name are lib/domain/partners.
 *
 * Where the partner comes from (spec §1, §7), strongest first:
 * 1. the partner GET /wallet names when sent against the origin of the return/redirect URL;
 * 2. the partner remembered by the widget session (lib/widget/session), which learnt it the same way;
 * 3. the session's `wallet_name` (spec §3 identity fields);
 * and otherwise none: the product's own branding.
 *
 * Pure module (server, client, Edge, tests).
 */
import { toPartner, type Partner } from '@/lib/domain/partners';

/** The two logo shapes of spec §1: a circle (square, for small places) and a large (wide) logo. */
export type LogoShape = 'circle' | 'large';
/** The logo variant to show for a theme: the light variant on the light theme, the dark one on dark. */
export type LogoTheme = 'light' | 'dark';

/** What is known about the visit, each optional; see the module comment for the order. */
export interface PartnerSources {
  /** The `partner` of GET /wallet sent against the return/redirect URL's origin (only when one was given). */
  walletPartner?: string | null;
  /** The partner the widget session remembered (a cookie value: untrusted, cosmetic only). */
  widgetPartner?: string | null;
  /** The session's wallet_name (spec §3). */
  walletName?: string | null;
}

/** Which partner brands the screen, and why. */
export interface PartnerResolution {
  partner: Partner;
  source: 'wallet' | 'widget' | 'session';
}

/**
 * The partner whose branding the screen shows (spec §1), from the strongest source that names a known partner.
 * @returns null when no source names one: the product's own branding.
 */
export function resolvePartner(sources: PartnerSources): PartnerResolution | null {
  const candidates: Array<[PartnerResolution['source'], string | null | undefined]> = [
    ['wallet', sources.walletPartner],
    ['widget', sources.widgetPartner],
    ['session', sources.walletName],
  ];
  for (const [source, value] of candidates) {
    const partner = toPartner(value);
    if (partner) return { partner, source };
  }
  return null;
}

/** Public path of a partner's logo, e.g. `/partners/lobstr/large-dark.svg` (files in public/partners/). */
export function partnerLogoPath(partner: Partner, shape: LogoShape, theme: LogoTheme): string {
  return `/partners/${partner}/${shape}-${theme}.svg`;
}

/** Every logo file a partner must have: both shapes in both variants (the unit test checks they exist). */
export function partnerLogoPaths(partner: Partner): string[] {
  return (['circle', 'large'] as const).flatMap((shape) =>
    (['light', 'dark'] as const).map((theme) => partnerLogoPath(partner, shape, theme)),
  );
}
