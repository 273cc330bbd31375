/**
 * @jest-environment node
 */
import { NONCE_HEADER } from '@/lib/security/headers';
import { applyPageSecurity } from './page-security';

describe('applyPageSecurity', () => {
  it('puts a fresh nonce on the render’s headers and the same nonce in the response’s policy', () => {
    const renderHeaders = new Headers();
    const response = applyPageSecurity(new URL('http://localhost:3000/transactions'), renderHeaders);
    const nonce = renderHeaders.get(NONCE_HEADER)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(response['Content-Security-Policy']).toContain(`'nonce-${nonce}'`);
    expect(renderHeaders.get('Content-Security-Policy')).toBe(response['Content-Security-Policy']);
    expect(response['X-Content-Type-Options']).toBe('nosniff');
    const second = new Headers();
    applyPageSecurity(new URL('http://localhost:3000/transactions'), second);
    expect(second.get(NONCE_HEADER)).not.toBe(nonce);
  });
});
