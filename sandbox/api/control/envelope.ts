/** Sentry envelopes as the SDKs post them (decompression and parsing), for the sandbox's Sentry ingest. */
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';

/** Decompresses a request body according to Content-Encoding (or the gzip magic bytes). */
export function decode(bytes: Buffer, encoding: string | null): Buffer {
  const enc = (encoding ?? '').toLowerCase().trim();
  if (enc === 'gzip' || enc === 'x-gzip' || (bytes[0] === 0x1f && bytes[1] === 0x8b)) return gunzipSync(bytes);
  if (enc === 'deflate') return inflateSync(bytes);
  if (enc === 'br') return brotliDecompressSync(bytes);
  return bytes;
}

/**
 * Parses a Sentry envelope (https://develop.sentry.dev/sdk/envelopes/): a JSON header line, then items of a JSON
 * item header line and a payload (exactly `length` bytes when the header gives one, else up to the next newline).
 */
export function parseEnvelope(bytes: Buffer): {
  header: Record<string, unknown>;
  items: Array<{ type: string; payload: Buffer }>;
} {
  let pos = 0;
  const line = (): Buffer => {
    const nl = bytes.indexOf(0x0a, pos);
    const end = nl < 0 ? bytes.length : nl;
    const out = bytes.subarray(pos, end);
    pos = nl < 0 ? bytes.length : nl + 1;
    return out;
  };
  const header = JSON.parse(line().toString('utf8') || '{}') as Record<string, unknown>;
  const items: Array<{ type: string; payload: Buffer }> = [];
  while (pos < bytes.length) {
    const raw = line().toString('utf8').trim();
    if (!raw) continue;
    const itemHeader = JSON.parse(raw) as { type?: string; length?: number };
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = bytes.subarray(pos, pos + itemHeader.length);
      pos += itemHeader.length;
      if (bytes[pos] === 0x0a) pos += 1;
    } else {
      payload = line();
    }
    items.push({ type: String(itemHeader.type ?? ''), payload });
  }
  return { header, items };
}
