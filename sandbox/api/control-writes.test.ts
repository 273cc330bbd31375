/**
 * @jest-environment node
 *
 * SANDBOX.md: the sandbox's Sentry ingest answers only at its own root and for a Sentry project id, so nothing sent
 * through the app's API proxy (`/api/v1/envelope/`) lands in the sink, and no preflight under the API base answers
 * `Access-Control-Allow-Origin: *`; the fault and account control routes take only `application/json`, from no
 * foreign `Origin` (a page on another localhost port cannot arm a fault with a `text/plain` POST).
 */
import { withSandboxServer } from './node';

const sandbox = withSandboxServer();
const ORIGIN = 'http://127.0.0.1:4010';

/** A Sentry envelope with one error event. */
const ENVELOPE = [
  JSON.stringify({ event_id: 'e1' }),
  JSON.stringify({ type: 'event' }),
  JSON.stringify({ event_id: 'e1', message: 'false report' }),
].join('\n');

const armFault = (headers: Record<string, string>) =>
  fetch(`${ORIGIN}/__sandbox/faults`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ method: 'GET', path: '/user/profile', status: 500 }),
  });

beforeEach(() => {
  sandbox.store.sentry = [];
  sandbox.store.faults = [];
});

describe('the Sentry ingest', () => {
  it('takes an envelope at the root, for the DSN project', async () => {
    const answer = await fetch(`${ORIGIN}/api/1/envelope/`, { method: 'POST', body: ENVELOPE });
    expect(answer.status).toBe(200);
    expect(sandbox.store.sentry).toHaveLength(1);
  });

  it.each(['/api/v1/envelope/', '/api/v1/store/'])('answers 404 at %s (where the API proxy sends it)', async (path) => {
    const answer = await fetch(`${ORIGIN}${path}`, { method: 'POST', body: ENVELOPE });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(sandbox.store.sentry).toHaveLength(0);
  });

  it('answers no wildcard CORS to a preflight under the API base path', async () => {
    for (const path of ['/api/v1/user/profile', '/api/v1/envelope/']) {
      const answer = await fetch(`${ORIGIN}${path}`, { method: 'OPTIONS' });
      expect(answer.headers.get('access-control-allow-origin')).not.toBe('*');
    }
    const ingest = await fetch(`${ORIGIN}/api/1/envelope/`, { method: 'OPTIONS' });
    expect(ingest.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the fault and account control routes', () => {
  it('arm a fault from JSON without an Origin, or from the sandbox’s own', async () => {
    expect((await armFault({ 'Content-Type': 'application/json' })).status).toBe(201);
    expect((await armFault({ 'Content-Type': 'application/json; charset=utf-8', Origin: ORIGIN })).status).toBe(201);
    expect(sandbox.store.faults).toHaveLength(2);
  });

  it.each([
    ['text/plain', { 'Content-Type': 'text/plain;charset=UTF-8' }, 415],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
    ['a foreign Origin', { 'Content-Type': 'application/json', Origin: 'http://localhost:4019' }, 403],
    ['the app’s Origin', { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' }, 403],
  ])('refuse a fault sent as %s', async (_, headers, status) => {
    expect((await armFault(headers)).status).toBe(status);
    expect(sandbox.store.faults).toHaveLength(0);
  });

  it('refuse to list or clear faults for a foreign Origin', async () => {
    const foreign = { Origin: 'http://localhost:4019' };
    expect((await fetch(`${ORIGIN}/__sandbox/faults`, { headers: foreign })).status).toBe(403);
    expect((await fetch(`${ORIGIN}/__sandbox/faults`, { method: 'DELETE', headers: foreign })).status).toBe(403);
  });

  it('refuse an account or a sign-in age asked for as text/plain or from a foreign Origin', async () => {
    const send = (path: string, headers: Record<string, string>) =>
      fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify({ seed: 'demo', seconds: 60 }) });
    for (const path of ['/__sandbox/accounts', '/__sandbox/accounts/demo%40example.com/sign-in-age']) {
      expect((await send(path, { 'Content-Type': 'text/plain' })).status).toBe(415);
      expect((await send(path, { 'Content-Type': 'application/json', Origin: 'http://localhost:4019' })).status).toBe(
        403,
      );
    }
  });
});
