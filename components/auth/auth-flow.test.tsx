/**
 * @jest-environment jest-fixed-jsdom
 *
 * The sign-in screens as Ory Elements renders them with our components, from flows shaped as Kratos v1.3.1 sends them:
 * Kratos's English never shows (a malformed address, the sandbox's provider label), the code step names the address,
 * the second-factor step opens on the authenticator app and keeps its heading after a wrong code.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KratosFlow } from '@/lib/auth/kratos';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { AuthFlow, type AuthFlowProps } from './auth-flow';

type Node = KratosFlow['ui']['nodes'][number];
type Text = { id: number; text: string; type: string; context?: Record<string, unknown> };

const input = (
  group: string,
  name: string,
  type: string,
  extra: { value?: unknown; label?: Text; messages?: Text[] },
) =>
  ({
    type: 'input',
    group,
    attributes: { node_type: 'input', name, type, value: extra.value ?? '', disabled: false },
    messages: extra.messages ?? [],
    meta: extra.label ? { label: extra.label } : {},
  }) as Node;

const info = (id: number, text: string, context?: Record<string, unknown>): Text => ({
  id,
  text,
  type: 'info',
  context,
});
const csrf = input('default', 'csrf_token', 'hidden', { value: 'token' });

const flowOf = (nodes: Node[], extra: Partial<KratosFlow> & Record<string, unknown> = {}): KratosFlow => ({
  id: 'f1',
  type: 'browser',
  ui: { action: 'http://localhost:3000/auth/self-service/x?flow=f1', method: 'POST', nodes: [csrf, ...nodes] },
  ...extra,
});

const renderFlow = (props: Partial<AuthFlowProps> & Pick<AuthFlowProps, 'kind' | 'flow'>, locale: 'en' | 'pt' = 'en') =>
  render(<AuthFlow returnTo="http://localhost:3000/transactions" page="/login" {...props} />, { locale });

/** {@link flowOf} with its ui.messages. */
function withMessages(flow: KratosFlow, messages: Text[]): KratosFlow {
  return { ...flow, ui: { ...flow.ui, messages } };
}

/** The second-factor step of an account with an authenticator app and recovery codes (the mfa seed). */
function secondFactorFlow(totpMessages: Text[], messages: Text[]): KratosFlow {
  const nodes = [
    input('totp', 'totp_code', 'text', { label: info(1010006, 'Authentication code'), messages: totpMessages }),
    input('totp', 'method', 'submit', { value: 'totp', label: info(1010009, 'Use Authenticator') }),
    input('lookup_secret', 'lookup_secret', 'text', { label: info(1010007, 'Backup recovery code') }),
    input('lookup_secret', 'method', 'submit', { value: 'lookup_secret', label: info(1010010, 'Use backup code') }),
  ];
  return withMessages(flowOf(nodes, { requested_aal: 'aal2', refresh: false }), messages);
}

describe('the second-factor step', () => {
  const challenge = info(1010004, 'Please complete the second authentication challenge.');
  const wrongCode = {
    id: 4000008,
    type: 'error',
    text: 'The provided authentication code is invalid, please try again.',
  };

  afterEach(() => jest.restoreAllMocks());

  it('opens on the authenticator app at once; recovery codes are one click away', () => {
    renderFlow({ kind: 'login', flow: secondFactorFlow([], [challenge]), variant: 'login' });
    expect(screen.getByRole('heading', { name: en.auth.login.secondFactorTitle })).toBeTruthy();
    expect(document.querySelector('input[name="totp_code"]')).not.toBeNull();
    expect(document.querySelector('input[name="lookup_secret"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.auth.login.switchTo.lookup_secret }));
    expect(document.querySelector('input[name="lookup_secret"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: en.auth.login.switchTo.totp })).toBeTruthy();
  });

  it("stays the same step after a wrong code: heading, description and the app's input", async () => {
    // Kratos v1.3.1 answers a wrong code with the flow (400): its message on the form, the challenge's message gone,
    // no method marked active.
    const answer = {
      ...secondFactorFlow([], [wrongCode]),
      expires_at: '2099-01-01T00:00:00Z',
      issued_at: '2020-01-01T00:00:00Z',
      request_url: 'http://localhost/auth/self-service/login/browser?aal=aal2',
      state: 'choose_method',
    };
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(answer, { status: 400 }));
    renderFlow({ kind: 'login', flow: secondFactorFlow([], [challenge]), variant: 'login' });
    const heading = screen.getByRole('heading').textContent;
    const description = screen.getByTestId('auth-description').textContent;
    fireEvent.change(document.querySelector('input[name="totp_code"]')!, { target: { value: '000000' } });
    fireEvent.click(document.querySelector('button[name="method"][value="totp"]')!);
    await screen.findByText(en.auth.kratos['4000008']);
    expect(screen.getByRole('heading').textContent).toBe(heading);
    expect(screen.getByTestId('auth-description').textContent).toBe(description);
    expect(document.querySelector('input[name="totp_code"]')).not.toBeNull();
    expect(screen.queryByText(/provided authentication code/)).toBeNull();
  });
});

describe('the registration screen', () => {
  const google = input('oidc', 'provider', 'submit', {
    value: 'google',
    label: info(1040002, 'Sign up with Google (sandbox)', { provider: 'Google (sandbox)', provider_id: 'google' }),
  });

  it.each([
    ['en', en.auth.google.continue],
    ['pt', pt.auth.google.continue],
  ] as const)('%s: the Google button reads "%s", never the provider label of kratos.yml', (locale, text) => {
    const email = input('default', 'traits.email', 'email', { label: info(1070002, 'E-mail', { title: 'E-mail' }) });
    renderFlow({ kind: 'registration', page: '/registration', flow: flowOf([email, google]) }, locale);
    expect(screen.getByRole('button', { name: text })).toBeTruthy();
    expect(screen.queryByText(/sandbox|Sign up with/)).toBeNull();
  });

  it.each([
    ['en', en.auth.kratos['4000040']],
    ['pt', pt.auth.kratos['4000040']],
  ] as const)('%s: a malformed address is said in our words', (locale, text) => {
    const badEmail = { id: 4000001, type: 'error', text: '"not-an-email" is not valid "email"' };
    const email = input('default', 'traits.email', 'email', {
      value: 'not-an-email',
      label: info(1070002, 'E-mail', { title: 'E-mail' }),
      messages: [badEmail],
    });
    renderFlow({ kind: 'registration', page: '/registration', flow: flowOf([email, google]) }, locale);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(/is not valid/)).toBeNull();
  });
});

describe('the code step names the address', () => {
  const codeStep = (nodes: Node[], messages: Text[]) =>
    withMessages(
      flowOf([...nodes, input('code', 'code', 'text', { label: info(1070011, 'Verification code') })]),
      messages,
    );

  it('a verification Kratos started after a registration: the address the page knows, in pt', () => {
    const flow = codeStep([], [info(1080003, 'An email containing a verification code has been sent…')]);
    renderFlow(
      {
        kind: 'verification',
        page: '/verification',
        flow: { ...flow, state: 'sent_email', active: 'code' } as KratosFlow,
        codeAddress: 'ana@example.com',
      },
      'pt',
    );
    expect(screen.getByRole('heading', { name: pt.auth.verification.codeSentTitle })).toBeTruthy();
    expect(screen.getByTestId('auth-description').textContent).toBe(
      pt.auth.verification.codeSentTo.replace('{address}', 'ana@example.com'),
    );
  });

  it('a recovery: the address of its "Resend code" button', () => {
    const resend = input('code', 'email', 'submit', { value: 'ana@example.com', label: info(1070008, 'Resend code') });
    const flow = codeStep([resend], [info(1060003, 'An email containing a recovery code has been sent…')]);
    renderFlow({
      kind: 'recovery',
      page: '/recovery',
      flow: { ...flow, state: 'sent_email', active: 'code' } as KratosFlow,
    });
    expect(screen.getByTestId('auth-description').textContent).toBe(
      en.auth.recovery.codeSentTo.replace('{address}', 'ana@example.com'),
    );
  });
});

describe('a registration that signs the person in', () => {
  const email = 'ana@example.com';
  const registrationFlow = () =>
    flowOf(
      [
        input('default', 'traits.email', 'hidden', { value: email }),
        input('password', 'password', 'password', { label: info(1070001, 'Password') }),
        input('password', 'method', 'submit', { value: 'password', label: info(1040001, 'Sign up') }),
      ],
      { active: 'password' },
    );

  /** Kratos's answer to the registration, and the product API's to the profile save; every call recorded. */
  function answerCalls() {
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      const text = await request.text();
      calls.push({ url: request.url, method: request.method, body: text ? JSON.parse(text) : null });
      if (request.url.includes('/self-service/registration')) {
        const identity = { id: 'i1', schema_id: 'default', schema_url: 'http://x', traits: { email } };
        return Response.json({
          identity,
          session: { id: 's1', active: true, identity },
          continue_with: [{ action: 'show_verification_ui', flow: { id: 'v1', verifiable_address: email } }],
        });
      }
      return Response.json({ lang: 'pt', has_pending_action: false });
    });
    return calls;
  }

  afterEach(() => jest.restoreAllMocks());

  it('saves the language it registered in to the new profile before moving on (spec §4)', async () => {
    const calls = answerCalls();
    // jsdom cannot navigate: it says so on the console, which marks when Ory Elements moved on to the verification.
    let callsWhenLeaving: string[] | null = null;
    jest.spyOn(console, 'error').mockImplementation((error: unknown) => {
      if (String(error).includes('navigation')) callsWhenLeaving ??= calls.map((call) => call.url);
    });
    renderFlow({ kind: 'registration', page: '/registration', flow: registrationFlow() }, 'pt');
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'Sandbox-Pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: pt.auth.kratos['1040001'] }));
    await waitFor(() => expect(callsWhenLeaving).not.toBeNull());
    expect(callsWhenLeaving!.map((url) => new URL(url).pathname)).toEqual([
      '/auth/self-service/registration',
      '/api/v1/user/config',
    ]);
    expect(calls[1]).toMatchObject({ method: 'POST', body: { lang: 'pt' } });
  });
});
