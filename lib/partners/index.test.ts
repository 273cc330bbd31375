import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PARTNERS } from '@/lib/domain/partners';
import { partnerLogoPath, partnerLogoPaths, resolvePartner } from './index';

describe('resolvePartner: GET /wallet, then the widget session, then the session wallet_name', () => {
  it('prefers the partner GET /wallet names for the return URL origin', () => {
    expect(resolvePartner({ walletPartner: 'lobstr', widgetPartner: 'beans', walletName: 'test' })).toEqual({
      partner: 'lobstr',
      source: 'wallet',
    });
  });

  it('falls back to the widget session, then to the session wallet_name', () => {
    expect(resolvePartner({ walletPartner: null, widgetPartner: 'beans', walletName: 'test' })).toEqual({
      partner: 'beans',
      source: 'widget',
    });
    expect(resolvePartner({ walletName: 'Trust Wallet' })).toEqual({ partner: 'trustWallet', source: 'session' });
  });

  it('skips sources that name no known partner', () => {
    expect(resolvePartner({ walletPartner: 'unknown-wallet', walletName: 'LOBSTR' })).toEqual({
      partner: 'lobstr',
      source: 'session',
    });
  });

  it("gives null (the product's own branding) when nothing names a partner", () => {
    expect(resolvePartner({})).toBeNull();
    expect(resolvePartner({ walletPartner: 'other', widgetPartner: '', walletName: null })).toBeNull();
  });
});

describe('partner logos (spec §1: circle and large, light and dark)', () => {
  it('builds the public path of each variant', () => {
    expect(partnerLogoPath('lobstr', 'large', 'dark')).toBe('/partners/lobstr/large-dark.svg');
    expect(partnerLogoPath('trustWallet', 'circle', 'light')).toBe('/partners/trustWallet/circle-light.svg');
  });

  it.each(PARTNERS)('%s has all four logo files, each an SVG with a title', (partner) => {
    const paths = partnerLogoPaths(partner);
    expect(paths).toHaveLength(4);
    for (const path of paths) {
      const file = join(process.cwd(), 'public', path);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain('<title>');
    }
  });
});
