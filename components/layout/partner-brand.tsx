'use client';

/**
 * The header's brand (spec §1): the partner's logo when the visit belongs to a partner — the large
 * logo from the 640 px width up, the circle logo below it, each in the variant of the current theme (both are
 * in the page and CSS shows the right one, so the first paint is right before any script runs) — with the
 * product's name beside it; otherwise the product's own mark and name. The partner comes from the server
 * (return URL, widget session) or, failing that, from the session's wallet_name (spec §3).
 */
import Link from 'next/link';
import { ProductMark } from '@/components/layout/product-mark';
import { useSession } from '@/components/session/session-provider';
import { PARTNER_DISPLAY_NAMES, type Partner } from '@/lib/domain/partners';
import { partnerLogoPath, resolvePartner } from '@/lib/partners';

export interface PartnerBrandProps {
  /** The partner the server knew, or null. */
  partner: Partner | null;
  /** The product's name (common.appName). */
  appName: string;
  /** "with {app}" style line shown next to a partner's logo (header.poweredBy). */
  poweredBy: string;
  /**
   * The brand's link: where it leads, and `prefetch: false` when that is a signed-in screen and the request has no
   * session (decided on the server, components/layout/header.tsx).
   */
  link: { href: string; prefetch?: false };
}

/** One logo in both theme variants; CSS (the `dark` variant, app/globals.css) shows the one of the current theme. */
function ThemedLogo({ partner, shape, className }: { partner: Partner; shape: 'circle' | 'large'; className: string }) {
  const height = 28;
  return (
    <span className={className} data-testid={`partner-logo-${shape}`}>
      {/* Plain <img>: small static SVGs, next/image has nothing to optimise. alt="": the link carries the name. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo, sized by height (see above) */}
      <img
        src={partnerLogoPath(partner, shape, 'light')}
        alt=""
        height={height}
        className="h-7 w-auto dark:hidden"
        data-theme-variant="light"
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo, sized by height (see above) */}
      <img
        src={partnerLogoPath(partner, shape, 'dark')}
        alt=""
        height={height}
        className="hidden h-7 w-auto dark:block"
        data-theme-variant="dark"
      />
    </span>
  );
}

/**
 * The brand link: the partner's themed logo (circle below 640 px, large above) and "with {app}", or the
 * product's mark and name when no partner is known (spec §1).
 */
export function PartnerBrand({ partner: serverPartner, appName, poweredBy, link }: PartnerBrandProps) {
  const { profile } = useSession();
  const partner = serverPartner ?? resolvePartner({ walletName: profile?.wallet_name })?.partner ?? null;

  if (!partner) {
    return (
      <Link {...link} className="brand-link font-bold" aria-label={appName} data-testid="brand" data-partner="">
        <ProductMark />
        <span className="hidden sm:inline">{appName}</span>
      </Link>
    );
  }
  const name = PARTNER_DISPLAY_NAMES[partner];
  return (
    <Link
      {...link}
      className="brand-link"
      aria-label={`${name} · ${poweredBy}`}
      data-testid="brand"
      data-partner={partner}
    >
      <ThemedLogo partner={partner} shape="circle" className="sm:hidden" />
      <ThemedLogo partner={partner} shape="large" className="hidden sm:block" />
      <span className="hidden text-xs font-semibold whitespace-nowrap text-grey-400 md:inline">{poweredBy}</span>
    </Link>
  );
}
