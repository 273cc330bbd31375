/**
 * @jest-environment node
 *
 * The browser SDK's captureException (lib/sentry/browser-sdk.ts) against a real Sentry client of @sentry/core with
 * its Dedupe integration: it resolves to the id of the event Sentry sends, and to no id for an event Sentry drops,
 * although Sentry's own captureException returns an id for both.
 */
import {
  Client,
  captureException as sentryCaptureException,
  createTransport,
  dedupeIntegration,
  getCurrentScope,
  type BaseTransportOptions,
  type ClientOptions,
  type Event,
} from '@sentry/core';
import { captureException, EVENT_ID_TIMEOUT_MS } from './browser-sdk';

jest.mock('@sentry/nextjs', () => {
  const core = jest.requireActual<typeof import('@sentry/core')>('@sentry/core');
  return { captureException: core.captureException, getClient: core.getClient, isEnabled: core.isEnabled };
});

/** The least client @sentry/core needs; an exception event carries the error's type and message (what Dedupe reads). */
class TestClient extends Client<ClientOptions> {
  constructor(options: ClientOptions) {
    super(options);
  }
  eventFromException = async (error: unknown): Promise<Event> => ({
    exception: { values: [{ type: (error as Error).name, value: (error as Error).message }] },
  });
  eventFromMessage = async (): Promise<Event> => ({});
}

/** The ids of the events the client handed to its transport. */
let sent: string[] = [];

function startClient(enabled: boolean): void {
  sent = [];
  const client = new TestClient({
    dsn: 'http://key@127.0.0.1:9/1',
    enabled,
    integrations: [dedupeIntegration()],
    stackParser: () => [],
    // What reaches the transport: the envelope's header line names its event.
    transport: (options: BaseTransportOptions) =>
      createTransport(options, async ({ body }) => {
        const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
        sent.push((JSON.parse(text.slice(0, text.indexOf('\n'))) as { event_id: string }).event_id);
        return { statusCode: 200 };
      }),
  });
  getCurrentScope().setClient(client);
  client.init();
}

afterEach(() => {
  jest.useRealTimers();
  getCurrentScope().setClient(undefined);
});

describe("the browser SDK's captureException: the id of the event Sentry sends", () => {
  it('resolves to the id of the event sent for the error', async () => {
    startClient(true);
    const eventId = await captureException(new Error('render failed'), { tags: { boundary: 'general-error' } });
    expect(eventId).toMatch(/^[0-9a-f]{32}$/);
    expect(sent).toEqual([eventId]);
  });

  it('resolves to no id for an event Sentry drops (the same error again), where Sentry itself returns one', async () => {
    startClient(true);
    const first = await captureException(new Error('render failed'));
    jest.useFakeTimers();
    const again = captureException(new Error('render failed'));
    const sentryOwnId = sentryCaptureException(new Error('render failed'));
    await jest.advanceTimersByTimeAsync(EVENT_ID_TIMEOUT_MS);
    await expect(again).resolves.toBeUndefined();
    expect(sentryOwnId).toMatch(/^[0-9a-f]{32}$/);
    expect(sent).toEqual([first]); // Dedupe dropped both repeats: neither id names an event
  });

  it('resolves to no id at once when Sentry is switched off: Sentry sends nothing', async () => {
    startClient(false);
    await expect(captureException(new Error('render failed'))).resolves.toBeUndefined();
    expect(sent).toEqual([]);
  });
});
