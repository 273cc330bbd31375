/** @jest-environment jsdom */
import { dropUnsampledServerTrace } from './server-trace-meta';

const TRACE_ID = '12345678901234567890123456789012';
const SPAN_ID = '1234567890123456';

/** A head with the server's trace tags, as Next writes them. */
function withTraceTags(sentryTrace: string): void {
  document.head.innerHTML =
    `<meta name="sentry-trace" content="${sentryTrace}">` +
    `<meta name="baggage" content="sentry-trace_id=${TRACE_ID},sentry-sampled=false,sentry-sample_rate=0">` +
    '<meta name="description" content="Buy and sell USDC">';
}

describe('dropUnsampledServerTrace (spec §9 browser sample rates; lib/sentry/server-sampling)', () => {
  it('removes both tags of a trace the server did not sample, so the page load starts its own trace', () => {
    withTraceTags(`${TRACE_ID}-${SPAN_ID}-0`);
    expect(dropUnsampledServerTrace()).toBe(true);
    expect(document.querySelector('meta[name="sentry-trace"]')).toBeNull();
    expect(document.querySelector('meta[name="baggage"]')).toBeNull();
    expect(document.querySelector('meta[name="description"]')).not.toBeNull();
  });

  it.each([
    ['sampled', `${TRACE_ID}-${SPAN_ID}-1`],
    ['undecided', `${TRACE_ID}-${SPAN_ID}`],
  ])('keeps a %s server trace for the page load to continue', (_, sentryTrace) => {
    withTraceTags(sentryTrace);
    expect(dropUnsampledServerTrace()).toBe(false);
    expect(document.querySelector('meta[name="sentry-trace"]')?.getAttribute('content')).toBe(sentryTrace);
    expect(document.querySelector('meta[name="baggage"]')).not.toBeNull();
  });

  it('does nothing on a page without the tags (Sentry off)', () => {
    document.head.innerHTML = '<meta name="description" content="x">';
    expect(dropUnsampledServerTrace()).toBe(false);
    expect(document.head.children).toHaveLength(1);
  });
});
