'use client';

/**
 * The `resize` host event (spec §1, §4; lib/widget/host-events): the content's settled height in whole CSS pixels.
 * A taller content is sent at once (coalesced per animation frame), so nothing is cut off. A document's first height
 * and a shorter one are sent only once they have held for {@link SETTLE_MS} with no full-screen spinner shown:
 * between two pages the content is briefly the loading screen alone (in the same document, or at the start of the
 * next one, while the frame still has the last page's height), and reporting that height made the partner's layout
 * jump down and up on every page change. Inside a host's frame the layouts' full-viewport minimum gives way first, so the frame can shrink as
 * well as grow.
 */
import { useEffect } from 'react';
import { SCREEN_LOADING_ATTRIBUTE } from '@/components/ui/spinner';
import type { HostLink } from './use-host-channel';

/** How long a document's first height, or a smaller one, must hold before it is reported (ms). */
export const SETTLE_MS = 300;

/** Set on <html> while a host page frames the widget: the layouts' full-viewport minimum gives way. */
const FRAMED_ATTRIBUTE = 'data-widget-framed';
const FRAMED_STYLE_ID = 'ramp-widget-framed-style';

/**
 * Lets the content decide the height inside a host's frame: body's `min-height: 100dvh` (app/globals.css) and the
 * layouts' `min-h-dvh` (a full-viewport page in a browser tab) would otherwise make the content at least as tall
 * as the frame, so a frame could grow but never shrink. An unlayered rule, more specific than globals.css's, that
 * also beats Tailwind's utility layer; inserted once, idempotent.
 */
function releaseViewportMinimum(): void {
  document.documentElement.setAttribute(FRAMED_ATTRIBUTE, '');
  if (document.getElementById(FRAMED_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = FRAMED_STYLE_ID;
  style.textContent = `html[${FRAMED_ATTRIBUTE}] body,html[${FRAMED_ATTRIBUTE}] .min-h-dvh{min-height:0}`;
  document.head.appendChild(style);
}

/**
 * The content's height in whole CSS pixels: the laid-out height of <body> (not the document's scrollHeight, which
 * is never less than the frame's own height), so it falls when the content gets shorter.
 */
export function contentHeight(body: Pick<HTMLElement, 'getBoundingClientRect'> = document.body): number {
  return Math.max(1, Math.ceil(body.getBoundingClientRect().height));
}

/**
 * Sends `resize` now and whenever the content's height changes (see the module comment).
 * @param link the bridge's channel and event sender (./use-host-channel).
 */
export function useHostResize({ channel, send }: Pick<HostLink, 'channel' | 'send'>): void {
  useEffect(() => {
    if (channel()?.kind === 'window') releaseViewportMinimum();
    let last = 0;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const sendHeight = (height: number) => {
      last = height;
      send('resize', { height });
    };
    // The height once it held and no screen is loading (looked at again while one is).
    const settled = () => {
      settle = undefined;
      if (document.querySelector(`[${SCREEN_LOADING_ATTRIBUTE}]`)) {
        settle = setTimeout(settled, SETTLE_MS);
        return;
      }
      const height = contentHeight();
      if (height !== last) sendHeight(height);
    };
    const report = () => {
      frame = 0;
      const height = contentHeight();
      if (height === last) return;
      clearTimeout(settle);
      if (last && height > last) sendHeight(height);
      else settle = setTimeout(settled, SETTLE_MS);
    };
    const observer = new ResizeObserver(() => {
      if (!frame) frame = window.requestAnimationFrame(report);
    });
    observer.observe(document.body);
    report();
    return () => {
      observer.disconnect();
      clearTimeout(settle);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [channel, send]);
}
