/**
 * @jest-environment node
 *
 * The scrubbing of reports (lib/sentry/scrub.ts): table tests of the text rule, the event's parts, and one event
 * sent with the app's own Sentry options to the sandbox's ingest (the local DSN), where no token arrives.
 */
import { Client, createTransport, type BaseTransportOptions, type ClientOptions, type Event } from '@sentry/core';
import { withSandboxServer } from '@/sandbox/api/node';
import { sentryBaseOptions } from './options';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText } from './scrub';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ0cmFuc2FjdGlvbiI6InR4LTEifQ.c2lnbmF0dXJl';

describe('scrubText', () => {
  it.each([
    [`/final-step?id=tx-1&transaction=${TOKEN}`, `/final-step?id=tx-1&transaction=${FILTERED}`],
    [`http://localhost:3000/order?signature=${TOKEN}#x`, `http://localhost:3000/order?signature=${FILTERED}#x`],
    [
      '/auth/self-service/recovery?flow=f-1&token=t-1',
      `/auth/self-service/recovery?flow=${FILTERED}&token=${FILTERED}`,
    ],
    ['/login-google?code=abc&state=s', `/login-google?code=${FILTERED}&state=s`],
    ['/login?return_to=%2Fsecurity&returnTo=/x', `/login?return_to=${FILTERED}&returnTo=${FILTERED}`],
    [`transaction=${TOKEN}&id=tx-1`, `transaction=${FILTERED}&id=tx-1`],
    ['GET /final-step?Transaction=abc failed', `GET /final-step?Transaction=${FILTERED} failed`],
    [
      'https://p.example/?redirect_url=https%3A%2F%2Fa.example%2Ff%3Ftransaction%3Dsecret%26id%3D1',
      `https://p.example/?redirect_url=https%3A%2F%2Fa.example%2Ff%3Ftransaction%3D${FILTERED}%26id%3D1`,
    ],
    ['/final-step?id=tx-1&transactions=1&recode=2', '/final-step?id=tx-1&transactions=1&recode=2'],
    ['no query here, a status code 500', 'no query here, a status code 500'],
  ])('%s → %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });
});

describe('scrubEvent and scrubBreadcrumb', () => {
  it('scrubs the request URL, query string (every form) and headers', () => {
    const event = scrubEvent({
      request: {
        url: `http://localhost:3000/final-step?id=tx-1&transaction=${TOKEN}`,
        query_string: `id=tx-1&transaction=${TOKEN}`,
        headers: { Referer: `http://localhost:3000/order?signature=${TOKEN}`, 'X-XSRF-Token': 'x', Accept: '*/*' },
      },
    });
    expect(JSON.stringify(event)).not.toContain(TOKEN);
    expect(event.request.headers).toEqual({
      Referer: `http://localhost:3000/order?signature=${FILTERED}`,
      'X-XSRF-Token': FILTERED,
      Accept: '*/*',
    });
    expect(scrubEvent({ request: { query_string: { transaction: TOKEN, id: 'tx-1' } } }).request.query_string).toEqual({
      transaction: FILTERED,
      id: 'tx-1',
    });
    expect(
      scrubEvent({
        request: {
          query_string: [
            ['flow', 'f-1'],
            ['id', 'tx-1'],
          ],
        },
      }).request.query_string,
    ).toEqual([
      ['flow', FILTERED],
      ['id', 'tx-1'],
    ]);
  });

  it('scrubs breadcrumbs, spans and the trace context, and keeps the event name and other fields', () => {
    const event = scrubEvent({
      transaction: 'GET /final-step',
      breadcrumbs: [{ category: 'navigation', data: { from: '/order', to: `/final-step?transaction=${TOKEN}` } }],
      spans: [{ description: `GET /transaction-info/tx-1?transaction=${TOKEN}`, data: { 'url.query': `?code=123` } }],
      contexts: { trace: { data: { 'http.query': `?transaction=${TOKEN}` } } },
      extra: { status: 500, code: 'E_FAIL' },
    });
    expect(JSON.stringify(event)).not.toContain(TOKEN);
    expect(event.spans[0]!.data['url.query']).toBe(`?code=${FILTERED}`);
    expect(event.transaction).toBe('GET /final-step');
    expect(event.extra).toEqual({ status: 500, code: 'E_FAIL' });
    const crumb = scrubBreadcrumb({
      category: 'fetch',
      data: { url: `/api/v1/transaction-info/x?transaction=${TOKEN}` },
    });
    expect(crumb.data.url).toBe(`/api/v1/transaction-info/x?transaction=${FILTERED}`);
  });

  it('leaves the event it is given as it was, and returns the parts without a credential as they are', () => {
    const clean = [{ description: 'GET /transactions', data: { 'url.query': '?limit=10' } }];
    const event = { spans: [...clean, { description: `GET /final-step?transaction=${TOKEN}` }], spansClean: clean };
    const scrubbed = scrubEvent(event);
    expect(event.spans[1]!.description).toContain(TOKEN);
    expect(scrubbed.spans[1]!.description).toBe(`GET /final-step?transaction=${FILTERED}`);
    expect(scrubbed.spans[0]).toBe(clean[0]);
    expect(scrubbed.spansClean).toBe(clean);
    expect(scrubText('%3Fflow%3Dabc')).toBe(`%3Fflow%3D${FILTERED}`);
  });
});

describe("the app's Sentry options, through the sandbox's ingest", () => {
  const sandbox = withSandboxServer();

  /** The least client @sentry/core needs: events are built by the test, sent by the options' hooks and transport. */
  class TestClient extends Client<ClientOptions> {
    constructor(options: ClientOptions) {
      super(options);
    }
    eventFromException = async (): Promise<Event> => ({});
    eventFromMessage = async (): Promise<Event> => ({});
  }

  it('scrubs each streamed span, which Sentry sends without a transaction event', () => {
    const span = {
      name: 'GET /final-step',
      span_id: 'a1',
      trace_id: 'b2',
      is_segment: true,
      attributes: { 'url.query': `?id=tx-1&transaction=${TOKEN}`, 'http.target': `/final-step?transaction=${TOKEN}` },
    };
    const sent = sentryBaseOptions.beforeSendSpan?.(span);
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
    expect(sent?.attributes['url.query']).toBe(`?id=tx-1&transaction=${FILTERED}`);
    expect(sent?.name).toBe('GET /final-step');
  });

  it('sends an error event with a token in its URL, breadcrumb and query: the sink receives none', async () => {
    expect(sentryBaseOptions.beforeSend).toBe(scrubEvent);
    const client = new TestClient({
      ...sentryBaseOptions,
      dsn: 'http://sandbox@127.0.0.1:4010/1',
      enabled: true,
      integrations: [],
      stackParser: () => [],
      transport: (options: BaseTransportOptions) =>
        createTransport(options, async (request) => {
          const answer = await fetch(options.url, { method: 'POST', body: request.body as BodyInit });
          return { statusCode: answer.status };
        }),
    });
    client.init();
    client.captureEvent({
      message: 'load failed',
      request: {
        url: `http://localhost:3000/final-step?id=tx-1&transaction=${TOKEN}`,
        query_string: `transaction=${TOKEN}`,
      },
      breadcrumbs: [{ category: 'navigation', data: { to: `/final-step?id=tx-1&transaction=${TOKEN}` } }],
    });
    await client.flush(2000);
    expect(sandbox.store.sentry).toHaveLength(1);
    const received = JSON.stringify(sandbox.store.sentry[0]);
    expect(received).toContain('/final-step?id=tx-1&transaction=');
    expect(received).not.toContain(TOKEN);
  });
});
