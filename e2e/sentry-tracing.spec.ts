/**
 * Spec §9 in the browser: tracing at sample rate 1 on every page load (the browser keeps its rates while the server
 * leaves some public screens untraced, lib/sentry/server-sampling.ts). A page whose server trace was sampled (/login,
 * which asks Kratos for its flow) continues that trace; a page the server did not trace (/widget, the legal pages)
 * starts its own (lib/sentry/server-trace-meta.ts). Without that the browser would inherit the server's negative
 * decision and send no page-load span at all from those pages.
 *
 * The SDK starts after the load (instrumentation-client.ts): at the person's first interaction, or once the loaded
 * page has been idle for a while. Either way the page-load span covers the load from its start and carries the web
 * vitals the browser buffered meanwhile (time to first byte, first contentful paint).
 *
 * The envelopes are read in the browser (answered by Playwright): the sandbox's Sentry ingest keeps error events only.
 */
import type { Page } from '@playwright/test';
import { answerSentryInPage, expect, test } from './support';

/** One span of Sentry's span envelope items (application/vnd.sentry.items.span.v2+json), as far as read here. */
interface StreamedSpan {
  trace_id: string;
  is_segment?: boolean;
  attributes?: Record<string, { value: unknown }>;
}

/** Collects the page-load segment spans the page's Sentry SDK sends. */
async function pageLoadSpans(page: Page): Promise<StreamedSpan[]> {
  const spans: StreamedSpan[] = [];
  // An envelope is JSON lines (its header, then each item's header and payload), except binary payloads (replay
  // recordings, compressed), which are not JSON and are skipped.
  await answerSentryInPage(page, (body) => {
    const lines = body.split('\n');
    lines.forEach((line, i) => {
      if (!line.startsWith('{"type":"span"')) return;
      const payload = JSON.parse(lines[i + 1] ?? '{}') as { items?: StreamedSpan[] };
      spans.push(
        ...(payload.items ?? []).filter((s) => s.is_segment && s.attributes?.['sentry.op']?.value === 'pageload'),
      );
    });
  });
  return spans;
}

/** The web vitals the page-load span carries from the browser's buffered timings (Sentry's span attributes). */
function expectWebVitals(span: StreamedSpan | undefined) {
  for (const vital of ['ttfb', 'fcp'])
    expect(span?.attributes?.[`browser.web_vital.${vital}.value`]?.value, vital).toEqual(expect.any(Number));
}

/** The server's trace as the document carried it (its `sentry-trace` meta tag): trace id and sampled flag. */
async function servedTrace(page: Page, path: string): Promise<{ traceId: string; sampled: string }> {
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  const match = /<meta name="sentry-trace" content="([0-9a-f]{32})-[0-9a-f]{16}-([01])"/.exec(html);
  expect(match, `${path} carries the server's trace`).not.toBeNull();
  const [, traceId = '', sampled = ''] = match ?? [];
  return { traceId, sampled };
}

for (const path of ['/widget', '/terms-and-conditions']) {
  test(`${path} (not traced on the server) sends its page load in a trace of its own`, async ({ page }) => {
    const spans = await pageLoadSpans(page);
    const server = await servedTrace(page, path);
    expect(server.sampled, 'the server leaves this page untraced').toBe('0');
    await page.keyboard.press('Shift'); // the person's first interaction starts the SDK
    await expect.poll(() => spans.length, { timeout: 30_000 }).toBe(1);
    expect(spans[0]?.trace_id).not.toBe(server.traceId);
    expectWebVitals(spans[0]);
  });
}

test('/login (traced on the server) sends its page load in the server’s trace, without interaction', async ({
  page,
}) => {
  const spans = await pageLoadSpans(page);
  const server = await servedTrace(page, '/login');
  expect(server.sampled, 'the server traced /login').toBe('1');
  // No interaction: the SDK starts once the loaded page has been idle for a while (10 s).
  await expect.poll(() => spans.length, { timeout: 30_000 }).toBe(1);
  expect(spans[0]?.trace_id).toBe(server.traceId);
  expectWebVitals(spans[0]);
});
