'use client';

/**
 * The `resize` host event (spec §1, §4; lib/widget/host-events): the content's height in whole CSS pixels, sent
 * whenever it changes, up or down (coalesced per animation frame). Inside a host's frame the layouts' full-viewport
 * minimum gives way first, so the frame can shrink as well as grow.
 */
import { useEffect } from 'react';
import type { HostLink } from './use-host-channel';

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
    const report = () => {
      frame = 0;
      const height = contentHeight();
      if (height === last) return;
      last = height;
      send('resize', { height });
    };
    const observer = new ResizeObserver(() => {
      if (!frame) frame = window.requestAnimationFrame(report);
    });
    observer.observe(document.body);
    report();
    return () => {
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [channel, send]);
}
