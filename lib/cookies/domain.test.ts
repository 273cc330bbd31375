import { cookieDomain } from './domain';

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
