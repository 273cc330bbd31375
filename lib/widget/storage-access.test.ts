import { probeAttributes, probeCookie, storageVerdict, type CookieDocument } from './storage-access';

describe('storageVerdict: the cookie probe decides; storage access is asked only when it fails', () => {
  it.each([
    // A top-level page always has its cookies.
    [{ framed: false, cookieRoundTrip: false, hasStorageAccess: false }, 'ok'],
    [{ framed: true, cookieRoundTrip: true, hasStorageAccess: true }, 'ok'],
    [{ framed: true, cookieRoundTrip: true, hasStorageAccess: null }, 'ok'],
    // Firefox: partitioned cookies work in the frame while hasStorageAccess() says false — no banner, no event.
    [{ framed: true, cookieRoundTrip: true, hasStorageAccess: false }, 'ok'],
    // Safari / Chrome without third-party cookies: the probe fails and access may be granted on a click.
    [{ framed: true, cookieRoundTrip: false, hasStorageAccess: false }, 'request-access'],
    // The probe fails and the Storage Access API cannot help (missing, failed, or access already there).
    [{ framed: true, cookieRoundTrip: false, hasStorageAccess: null }, 'blocked'],
    [{ framed: true, cookieRoundTrip: false, hasStorageAccess: true }, 'blocked'],
  ] as const)('%p → %s', (facts, verdict) => {
    expect(storageVerdict(facts)).toBe(verdict);
  });
});

/** A cookie jar behind document.cookie: keeps name=value pairs, honours Max-Age=0, can refuse every write. */
function jar(accept: boolean): CookieDocument & { written: string[] } {
  const store = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...store].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      if (!accept) return;
      const [pair] = line.split(';');
      const [name = '', value = ''] = pair!.split('=');
      if (/max-age=0/i.test(line)) store.delete(name);
      else store.set(name, value);
    },
  };
}

describe('probeCookie', () => {
  it('finds a working cookie jar and leaves nothing behind', () => {
    const doc = jar(true);
    expect(probeCookie(doc, probeAttributes(true), 'x')).toBe(true);
    expect(doc.cookie).toBe('');
    expect(doc.written[0]).toBe('ramp_cookie_probe_x=1; Path=/; SameSite=None; Secure');
  });

  it('notices a jar that drops the write', () => {
    expect(probeCookie(jar(false), probeAttributes(true), 'x')).toBe(false);
  });

  it('treats a throwing document.cookie (sandboxed frame) as no cookies', () => {
    const doc = {
      get cookie(): string {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
      set cookie(_v: string) {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    };
    expect(probeCookie(doc, probeAttributes(false))).toBe(false);
  });

  it('probes like the identity session cookie: None + Secure over https, Lax on http', () => {
    expect(probeAttributes(true)).toBe('SameSite=None; Secure');
    expect(probeAttributes(false)).toBe('SameSite=Lax');
  });
});
