/**
 * Requests of the production topology test (e2e/production.spec.ts): a page's cookies as a header, a status that
 * tells a refused connection apart, and Kratos's browser login flow as JSON through nginx from a chosen address.
 */
import type { Page } from '@playwright/test';
import { AddressClient } from './from-address';
import { APP, expect } from '../support';

/** The Cookie header the browser of `page` sends to `origin`. */
export async function cookieHeader(page: Page, origin: string): Promise<string> {
  const cookies = await page.context().cookies(`${origin}/`);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The status of a GET of `url` (redirects not followed), or `refused` when no connection is made within 5 s. */
export async function status(url: string): Promise<number | 'refused'> {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 'refused';
  }
}

/** Starts a browser login flow as JSON through nginx; resolves to its id and CSRF token (the client keeps the cookie). */
export async function loginFlow(client: AddressClient): Promise<{ id: string; csrf: string }> {
  const started = await client.send('GET', '/auth/self-service/login/browser', { accept: 'application/json' });
  expect(started.status, `login flow from ${client.localAddress}: ${started.body.slice(0, 200)}`).toBe(200);
  const flow = JSON.parse(started.body) as {
    id: string;
    ui: { nodes: Array<{ attributes: Record<string, unknown> }> };
  };
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')?.attributes.value;
  return { id: flow.id, csrf: String(csrf) };
}

/** Posts a password to the login flow `flow` from `client`'s address. */
export function postPassword(
  client: AddressClient,
  flow: { id: string; csrf: string },
  email: string,
  password: string,
) {
  return client.send(
    'POST',
    `/auth/self-service/login?flow=${flow.id}`,
    { accept: 'application/json', origin: APP },
    { method: 'password', identifier: email, password, csrf_token: flow.csrf },
  );
}

/** The UI nodes of a new browser login flow, asked for as JSON through nginx and the app's /auth. */
export async function loginFlowNodes(): Promise<Array<{ group: string; attributes: object }>> {
  const client = new AddressClient('127.0.0.4');
  const started = await client.send('GET', '/auth/self-service/login/browser', { accept: 'application/json' });
  expect(started.status, started.body.slice(0, 200)).toBe(200);
  return (JSON.parse(started.body) as { ui: { nodes: Array<{ group: string; attributes: object }> } }).ui.nodes;
}

/** Signs `email` in from a new client at `address` through nginx; resolves to the signed-in client. */
export async function signedInClient(address: string, email: string, password: string): Promise<AddressClient> {
  const client = new AddressClient(address);
  const signedIn = await postPassword(client, await loginFlow(client), email, password);
  expect(signedIn.status, signedIn.body.slice(0, 200)).toBe(200);
  return client;
}

/** Sets a new password for `client`'s identity through Kratos's settings flow (as JSON, through nginx). */
export async function changePassword(client: AddressClient, password: string) {
  const started = await client.send('GET', '/auth/self-service/settings/browser', { accept: 'application/json' });
  expect(started.status, started.body.slice(0, 200)).toBe(200);
  const flow = JSON.parse(started.body) as {
    id: string;
    ui: { nodes: Array<{ attributes: Record<string, unknown> }> };
  };
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')?.attributes.value;
  return client.send(
    'POST',
    `/auth/self-service/settings?flow=${flow.id}`,
    { accept: 'application/json', origin: APP },
    { method: 'password', password, csrf_token: csrf },
  );
}
