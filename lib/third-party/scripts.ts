/**
 * Which third-party scripts the browser loads (spec §9): session recording, in the EU region, and fraud
 * detection, each only when its key is configured. The spec does not name the vendors, so this adapter is
 * the one place that knows how a vendor's loader is addressed: config gives a loader URL template
 * (NEXT_PUBLIC_RECORDING_SCRIPT_URL, NEXT_PUBLIC_FRAUD_SCRIPT_URL) in which `{key}` becomes the configured key
 * (NEXT_PUBLIC_RECORDING_KEY, NEXT_PUBLIC_FRAUD_KEY) and `{region}` the recording region. No key, URL or secret
 * is written in the code; the keys are public (browser) keys by nature.
 *
 * Pure: components/third-party/third-party-scripts.tsx loads the result after first paint, in the browser only.
 */
import type { ClientConfig } from '@/lib/config';

/** Session recording runs in the EU region (spec §9); the value that replaces `{region}` in its loader URL. */
export const RECORDING_REGION = 'eu';

/** A script to load: a stable element id and its absolute URL. */
export interface ThirdPartyScript {
  id: 'session-recording' | 'fraud-detection';
  src: string;
}

/** The decision: the scripts to load, and why a configured script was refused (for a console warning). */
export interface ThirdPartyDecision {
  scripts: ThirdPartyScript[];
  warnings: string[];
}

type ScriptConfig = Pick<ClientConfig, 'recordingKey' | 'recordingScriptUrl' | 'fraudKey' | 'fraudScriptUrl'>;

/** Fills `{name}` placeholders with URI-encoded values; unknown placeholders are left for the caller to refuse. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : whole,
  );
}

/**
 * One vendor's script, or a warning. A blank key disables it silently (the normal "not configured" case);
 * a key with no loader URL, a template without the placeholders the vendor needs (`{key}`; for recording
 * also `{region}`, so it can only run in the EU region), or a URL that is not http(s) disables it with a warning.
 */
function decide(
  id: ThirdPartyScript['id'],
  key: string,
  template: string,
  needs: string[],
  values: Record<string, string>,
): ThirdPartyScript | string | null {
  if (!key.trim()) return null;
  if (!template.trim()) return `${id}: a key is configured but no loader URL; not loaded`;
  const missing = needs.filter((name) => !template.includes(`{${name}}`));
  if (missing.length)
    return `${id}: the loader URL has no ${missing.map((m) => `{${m}}`).join(', ')} placeholder; not loaded`;
  const src = fill(template, { ...values, key: key.trim() });
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return `${id}: the loader URL is not a URL; not loaded`;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.href);
  } catch {
    return `${id}: the loader URL has broken percent-encoding; not loaded`;
  }
  if (!['https:', 'http:'].includes(url.protocol) || /\{\w+\}/.test(decoded)) {
    return `${id}: the loader URL is not an http(s) URL with known placeholders; not loaded`;
  }
  return { id, src: url.href };
}

/**
 * Decides which third-party scripts load (spec §9).
 * @param config the client config's keys and loader URL templates (strings; empty = not configured).
 * @returns the scripts (session recording first, then fraud detection) and warnings for refused configurations.
 */
export function thirdPartyScripts(config: ScriptConfig): ThirdPartyDecision {
  const decisions = [
    decide('session-recording', config.recordingKey, config.recordingScriptUrl, ['key', 'region'], {
      region: RECORDING_REGION,
    }),
    decide('fraud-detection', config.fraudKey, config.fraudScriptUrl, ['key'], {}),
  ];
  return {
    scripts: decisions.filter((d): d is ThirdPartyScript => typeof d === 'object' && d !== null),
    warnings: decisions.filter((d): d is string => typeof d === 'string'),
  };
}
