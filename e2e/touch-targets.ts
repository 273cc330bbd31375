/**
 * Touch targets on a phone (WCAG 2.5.8, and the 44 × 44 px of WCAG 2.5.5 the product holds itself to): the controls
 * a screen shows that are smaller than 44 × 44 px. A check box or radio inside its label is measured by its label
 * (the label is its target); a link inside a sentence is exempt (2.5.8 "inline"); hidden, visually hidden and disabled
 * controls are not targets. A control named in `spaced` may be smaller where 44 px cannot fit, within 2.5.8: at
 * least 24 × 24 px, or a 24 px circle on its centre meeting no other target.
 */
import type { Page } from '@playwright/test';

/** A control below 44 × 44 px: its name and size (px). */
export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * @param page a screen, laid out at the size to check.
 * @param spaced names of controls allowed the spacing exception (each must still pass its spacing).
 * @returns the controls that fail, in document order.
 */
export async function smallTargets(page: Page, spaced: readonly string[] = []): Promise<SmallTarget[]> {
  return page.evaluate((allowed) => {
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="combobox"], [role="tab"]';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return false;
      if (el.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement?.closest('p, li, dd, td, span, div');
      const own = (el.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own + 2;
    };
    const targetOf = (el: Element): Element => {
      if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) return el.closest('label') ?? el;
      return el;
    };
    const nameOf = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.tagName).trim().slice(0, 60) ||
      el.tagName.toLowerCase();
    const controls = [...document.querySelectorAll(SELECTOR)].filter(
      (el) => visible(el) && !(el as HTMLButtonElement).disabled && !inSentence(el),
    );
    const targets = [...new Set(controls.map(targetOf))];
    const rects = targets.map((el) => el.getBoundingClientRect());
    const small = (r: DOMRect) => r.width < 44 || r.height < 44;
    // 2.5.8 spacing: a 24 px circle on the target's centre meets no other target (nor another small one's circle).
    const spacedOut = (i: number) => {
      const r = rects[i]!;
      const cx = r.x + r.width / 2;
      const cy = r.y + r.height / 2;
      return rects.every((o, j) => {
        if (j === i) return true;
        const nx = Math.max(o.left, Math.min(cx, o.right));
        const ny = Math.max(o.top, Math.min(cy, o.bottom));
        const reach = small(o) ? 24 : 12;
        const ox = o.x + o.width / 2;
        const oy = o.y + o.height / 2;
        const toBox = Math.hypot(cx - nx, cy - ny) >= 12;
        return small(o) ? toBox && Math.hypot(cx - ox, cy - oy) >= reach : toBox;
      });
    };
    return targets.flatMap((el, i) => {
      const r = rects[i]!;
      if (!small(r)) return [];
      const name = nameOf(el);
      if (allowed.includes(name) && ((r.width >= 24 && r.height >= 24) || spacedOut(i))) return [];
      return [{ name, width: Math.round(r.width), height: Math.round(r.height) }];
    });
  }, spaced);
}
