/**
 * What the identity service tells about whether an address has an account (spec §4 "Login flow", §7 "Authentication
 * service"): the answers Kratos gives through the app's /auth proxy, read as JSON the way a script would read them,
 * for an address with an account (the test's own) and one without. Where Kratos v1.3.1 answers both alike the test
 * says so; the last test pins down what v1.3.1 still tells apart (README's security section), so that a Kratos
 * upgrade that changes it shows up here.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { startFlow, type FlowKind } from './kratos-login';
import { APP, expect, test } from './support';

interface UiMessage {
  id: number;
}
interface FlowBody {
  state?: string;
  ui: {
    messages?: UiMessage[];
    nodes: Array<{ group: string; type: string; attributes: Record<string, unknown>; messages?: UiMessage[] }>;
  };
}

/** What a script learns from one answer: the status, the flow's state, its message ids and its fields' names. */
interface Observed {
  status: number;
  state: string | undefined;
  messages: number[];
  fields: string[];
}

/** Starts a flow of `kind` and submits `body` to it as JSON, with the app's Origin; resolves to what it answered. */
async function submit(request: APIRequestContext, kind: FlowKind, body: Record<string, unknown>): Promise<Observed> {
  const flow = await startFlow(request, kind);
  const answer = await request.post(`/auth/self-service/${kind}?flow=${flow.id}`, {
    headers: { accept: 'application/json', origin: APP },
    data: { ...body, csrf_token: flow.csrf },
  });
  const parsed = (await answer.json()) as Partial<FlowBody>;
  const nodes = parsed.ui?.nodes ?? [];
  return {
    status: answer.status(),
    state: parsed.state,
    messages: [...(parsed.ui?.messages ?? []), ...nodes.flatMap((n) => n.messages ?? [])].map((m) => m.id).sort(),
    fields: nodes.map((n) => `${n.group}/${String(n.attributes.name ?? n.attributes.id ?? n.type)}`).sort(),
  };
}

const unknownAddress = () => `nobody-${randomUUID()}@accounts.example.com`;

test('a wrong password for a known address and any password for an unknown one get the same answer', async ({
  request,
  account,
}) => {
  const password = 'Not-The-Password-1';
  const known = await submit(request, 'login', { method: 'password', identifier: account.email, password });
  const unknown = await submit(request, 'login', { method: 'password', identifier: unknownAddress(), password });
  expect(known.messages).toEqual([4000006]);
  expect(unknown).toEqual(known);
});

test('creating an account with a code: a known and an unknown address both get the code step', async ({
  request,
  account,
}) => {
  const known = await submit(request, 'registration', { method: 'code', traits: { email: account.email } });
  const unknown = await submit(request, 'registration', { method: 'code', traits: { email: unknownAddress() } });
  // The code goes to the address in both cases; that the address is taken shows only after its code is entered.
  expect(known.state).toBe('sent_email');
  expect(known.messages).toEqual([1040005]);
  expect(unknown).toEqual(known);
});

test('recovery: a known and an unknown address get the same answer', async ({ request, account }) => {
  const known = await submit(request, 'recovery', { method: 'code', email: account.email });
  const unknown = await submit(request, 'recovery', { method: 'code', email: unknownAddress() });
  expect(known.state).toBe('sent_email');
  expect(known.messages).toEqual([1060003]);
  expect(unknown).toEqual(known);
});

test('what Kratos v1.3.1 still tells apart: code sign-in and creating an account with a password', async ({
  request,
  account,
}) => {
  // Code sign-in: a known address gets the code step (1010014), an unknown one an error (4000035). v1.3.1's
  // security.account_enumeration.mitigate changes only the identifier-first login style, which the app does not use.
  const known = await submit(request, 'login', { method: 'code', identifier: account.email });
  const unknown = await submit(request, 'login', { method: 'code', identifier: unknownAddress() });
  expect(known.messages).toEqual([1010014]);
  expect(unknown.messages).toEqual([4000035]);

  // Creating an account with a password for an address that has one answers 4000007 at once.
  const taken = await submit(request, 'registration', {
    method: 'password',
    traits: { email: account.email },
    password: `Enumeration-${randomUUID()}`,
  });
  expect(taken.status).toBe(400);
  expect(taken.messages).toEqual([4000007]);
});
