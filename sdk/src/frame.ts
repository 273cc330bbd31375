/**
 * The iframe of docs/partner-guide.md §3: the `allow` list the identity check, card payment and copy buttons need,
 * and, when the partner sandboxes it, the sandbox tokens without which nobody can sign in. Styles are set through
 * the element's style (CSSOM), which a partner's Content-Security-Policy does not block as it would a `<style>`.
 */

/** The frame's permissions (camera and microphone for identity checks, Payment Request, copy). */
export const FRAME_ALLOW = 'camera; microphone; payment; clipboard-read; clipboard-write';

/** The least a sandboxed frame needs: scripts, its own cookies, forms, new windows, storage access on a click. */
export const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-storage-access-by-user-activation';

/** Sets inline styles on an element. */
export function style(element: HTMLElement, rules: Partial<CSSStyleDeclaration>): void {
  Object.assign(element.style, rules);
}

/**
 * Creates the widget's iframe (not yet in the page).
 * @param doc the partner page's document.
 * @param src the widget's URL (./url).
 * @param options title: the accessible name; sandbox: add the sandbox tokens; attributes: the partner's checked
 *   `frameAttributes` (id, class, data-*).
 */
export function createFrame(
  doc: Document,
  src: string,
  options: { title: string; sandbox: boolean; attributes?: Record<string, string> },
) {
  const frame = doc.createElement('iframe');
  for (const [name, value] of Object.entries(options.attributes ?? {})) frame.setAttribute(name, value);
  frame.title = options.title;
  frame.setAttribute('allow', FRAME_ALLOW);
  if (options.sandbox) frame.setAttribute('sandbox', FRAME_SANDBOX);
  frame.src = src;
  style(frame, { display: 'block', width: '100%', border: '0', colorScheme: 'normal' });
  return frame;
}

/**
 * A frame's height from a `resize` event, kept between the bounds (§6 `resize`): a tall page scrolls inside the
 * frame instead of stretching the partner's page, a short one does not collapse it.
 * @param height the content's height in CSS px.
 * @returns whole CSS px between `min` and `max`.
 */
export function clampHeight(height: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.ceil(height)));
}
