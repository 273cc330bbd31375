import { appCookieDomain, cookieDomain } from './domain';

describe('cookie domain (spec §9 parent domain by the public-suffix list)', () => {
  it.each([
    ['app.ramp.co.uk', 'ramp.co.uk'],
    ['app.ramp.com.br', 'ramp.com.br'],
    ['ramp.com.br:443', 'ramp.com.br'],
    ['co.uk', undefined],
    ['ramp-app.vercel.app', 'ramp-app.vercel.app'],
    ['10.0.0.7', undefined],
    ['app.ramp.example.com', 'example.com'],
    ['ramp.example.com:8443', 'example.com'],
    ['example.com', 'example.com'],
    ['WIDGET.Example.COM', 'example.com'],
    ['localhost', undefined],
    ['localhost:3000', undefined],
    ['127.0.0.1:3000', undefined],
    ['[::1]:3000', undefined],
    ['intranet', undefined],
  ])('%s -> %s', (host, expected) => {
    expect(cookieDomain(host)).toBe(expected);
  });
});

describe('appCookieDomain (the configured origin decides, never the Host header)', () => {
  it.each<[string, string, string | undefined]>([
    ['app.ramp.example.com', 'https://app.ramp.example.com', 'example.com'],
    ['APP.ramp.example.com:443', 'https://app.ramp.example.com', 'example.com'],
    ['attacker.example', 'https://app.ramp.example.com', undefined],
    ['ramp.example.com.attacker.example', 'https://app.ramp.example.com', undefined],
    ['localhost:3000', 'http://localhost:3000', undefined],
    ['app.ramp.example.com', 'not a url', undefined],
  ])('Host %s with app origin %s → %p', (host, appOrigin, expected) => {
    expect(appCookieDomain(host, appOrigin)).toBe(expected);
  });
});
