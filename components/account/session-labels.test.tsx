/**
 * @jest-environment jest-fixed-jsdom
 *
 * How /security/history says a session signed in (spec §7 GET /sessions): every method Kratos records has a name in
 * en and pt, a method Kratos adds later reads as a plain phrase, and a Kratos id (`code_recovery`) never reaches the
 * screen.
 */
import { screen } from '@testing-library/react';
import type { SessionRow } from '@/lib/auth/session-rows';
import { KRATOS_AUTHENTICATION_METHODS } from '@/lib/auth/sign-in-methods';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { useSessionLabels } from './session-labels';

const row = (method: string): SessionRow => ({
  id: '949e2917-aaaa-4000-8000-000000000001',
  reference: '949e2917',
  current: false,
  browser: 'Chrome 131',
  os: 'Linux',
  deviceType: null,
  ipAddress: null,
  location: null,
  signedInAt: '2026-11-28T14:02:00Z',
  expiresAt: null,
  methods: [{ method, provider: null }],
  aal: 'aal1',
});

function How({ method }: { method: string }) {
  return <p data-testid="how">{useSessionLabels()(row(method)).how}</p>;
}

describe('session method names', () => {
  it.each([
    ['en', en],
    ['pt', pt],
  ] as const)(
    '%s names every Kratos method, in words (no Kratos id), and no method Kratos does not have',
    (_, messages) => {
      const names: Record<string, string> = messages.account.sessions.method;
      expect(Object.keys(names).sort()).toEqual([...KRATOS_AUTHENTICATION_METHODS].sort());
      for (const method of KRATOS_AUTHENTICATION_METHODS) {
        expect({ method, name: names[method] }).toEqual({ method, name: expect.stringMatching(/^[^_]+$/) });
        expect(names[method]).not.toBe(method);
      }
      expect(messages.account.sessions.otherMethod).toMatch(/^[^_]+$/);
    },
  );

  it('a recovery session says so in en and pt, never `code_recovery`', () => {
    const { unmount } = render(<How method="code_recovery" />);
    expect(screen.getByTestId('how').textContent).toBe('Account recovery (code by e-mail) · one step');
    unmount();
    render(<How method="link_recovery" />, { locale: 'pt' });
    expect(screen.getByTestId('how').textContent).toBe('Recuperação de conta (link por e-mail) · uma etapa');
  });

  it('a method this app does not know reads as a plain phrase, not as its Kratos id', () => {
    const { unmount } = render(<How method="device_authorization" />);
    expect(screen.getByTestId('how').textContent).toBe('Another sign-in method · one step');
    unmount();
    render(<How method="device_authorization" />, { locale: 'pt' });
    expect(screen.getByTestId('how').textContent).toBe('Outra forma de entrar · uma etapa');
  });
});
