/**
 * In-page announcements for the host-event bridge: screens say what happened — a transaction was
 * seen with a status, the flow reached its end, the person asked to close — without knowing whether the page is
 * embedded or who hosts it. The bridge (components/widget/host-bridge) is the one subscriber; it decides what,
 * if anything, goes to the host. Announcements made before the bridge subscribed (effects of a page run before
 * its layout's) are kept (at most 20) and handed over when it does.
 *
 * Browser module without React; the state lives for one document (soft navigations keep it).
 */
import type { Transaction } from '@/lib/api/schemas';

/** What a screen can announce. */
export type Announcement =
  /** A transaction as a screen shows it; `final` when the screen is the end of the flow (the final step). */
  | { type: 'transaction'; transaction: Transaction; final: boolean }
  /** The person asked to close the widget (header close button, "back to the partner" when framed). */
  | { type: 'close_request'; reason: 'user' | 'done' }
  /** Something keeps the flow from going on in the frame (e.g. `cookies_blocked`). */
  | { type: 'error'; code: string; message?: string };

type Listener = (announcement: Announcement) => void;

let listener: Listener | null = null;
const pending: Announcement[] = [];
const MAX_PENDING = 20;

/** Is a bridge listening now? (An error boundary that replaced the bridge's layout must send on its own.) */
export function hasSubscriber(): boolean {
  return listener !== null;
}

/** Announces something to the bridge (or keeps it until the bridge subscribes). */
export function announce(announcement: Announcement): void {
  if (listener) {
    listener(announcement);
    return;
  }
  pending.push(announcement);
  if (pending.length > MAX_PENDING) pending.shift();
}

/**
 * Subscribes the bridge: first the kept announcements, then each new one. One subscriber at a time (the last one
 * wins: only one bridge is mounted per page).
 * @returns the function that unsubscribes.
 */
export function subscribe(next: Listener): () => void {
  listener = next;
  for (const announcement of pending.splice(0)) next(announcement);
  return () => {
    if (listener === next) listener = null;
  };
}
