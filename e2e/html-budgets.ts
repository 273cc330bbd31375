/**
 * HTML budgets, read by e2e/html-budget.spec.ts, with a goal per kind of screen (before compression): a public screen
 * ≤ 20 KB; a sign-in screen ≤ 32 KB, since it carries Kratos's flow (its `ui.nodes`) and the form rendered from it;
 * signed-in /transactions ≤ 40 KB, with its first page of ten rows. Sizes are raw bytes of the server's answer with
 * no query and the longest theme class, as a visitor gets it (a signed-in screen: as a fresh account of the demo seed
 * gets it): deterministic for a build within a few bytes (Sentry's sample_rand, Kratos's timestamps and the ids in a
 * page vary in length), like the JS budgets of scripts/bundle-budgets.ts, so this is a check and not a timed test. KB
 * here are 1 024 bytes, as in `npm run bench` and the README.
 *
 * A screen still above its goal has a `ratchet`: its largest size (en or pt) when the ratchet was set, plus about
 * 0.5 KB, so it cannot grow while it waits for its goal (docs/performance.md "Performance budgets" says what stands in
 * the way).
 * Lower or remove a ratchet when a screen shrinks; never raise one without a reason in the commit.
 */

/** The HTML goal for a public screen, bytes before compression. */
export const HTML_GOAL_BYTES = 20 * 1024;

/** The HTML goal for a sign-in screen (its Kratos flow's page), bytes before compression. */
export const HTML_SIGN_IN_GOAL_BYTES = 32 * 1024;

/** The HTML goal for a signed-in screen, bytes before compression (40 960). */
export const HTML_SIGNED_IN_GOAL_BYTES = 40 * 1024;

/**
 * How a screen is reached: a plain GET; (sign-in screens) the page of the Kratos flow its GET redirects through, or
 * the page of the flow the browser opens (/login-google: Kratos's browser init always returns to /login); or
 * (signed-in screens) a plain GET with a session of a fresh account of the demo seed.
 */
export type HtmlScreenKind = 'page' | 'flow' | 'browserFlow' | 'signedIn';

/** The goal of each kind of screen. */
export const HTML_GOALS: Record<HtmlScreenKind, number> = {
  page: HTML_GOAL_BYTES,
  flow: HTML_SIGN_IN_GOAL_BYTES,
  browserFlow: HTML_SIGN_IN_GOAL_BYTES,
  signedIn: HTML_SIGNED_IN_GOAL_BYTES,
};

export interface HtmlBudget {
  kind: HtmlScreenKind;
  /** Bytes; present only while the screen is above its kind's goal ({@link HTML_GOALS}). */
  ratchet?: number;
  /** The screen's HTTP status when it is not 200. */
  status?: number;
}

/**
 * Every public screen a visitor opens directly and signed-in /transactions, with its kind and, when above its goal,
 * its ratchet.
 */
export const HTML_BUDGETS: Record<string, HtmlBudget> = {
  // Most of it React's payload, and the inline early error queue every page carries (spec §9's browser SDK starts
  // after the load; lib/sentry/early-queue.ts), in the markup and again in the payload (docs/performance.md).
  '/widget': { kind: 'page', ratchet: 20.8 * 1024 },
  // As /widget: React's payload and the early queue.
  '/decision-flow': { kind: 'page', ratchet: 20.9 * 1024 },
  '/error': { kind: 'page' },
  '/404': { kind: 'page', status: 404 },
  '/terms-and-conditions': { kind: 'page' },
  '/privacy-and-cookies-policy': { kind: 'page' },
  '/payment-options-unavailable': { kind: 'page' },
  // The order form's messages for its three steps (the amount limits, the review's total and its quote countdown
  // included) and its markup (docs/performance.md "Performance budgets").
  '/order': { kind: 'page', ratchet: 28.7 * 1024 },
  '/order-form': { kind: 'page', ratchet: 28.2 * 1024 },
  // Ory's flow (its ui.nodes) and the form Ory Elements renders from it, beside the flow kind's `auth` messages.
  '/login': { kind: 'flow' },
  '/login-google': { kind: 'browserFlow' },
  '/registration': { kind: 'flow' },
  '/recovery': { kind: 'flow' },
  '/verification': { kind: 'flow' },
  // The header, the filter bar and ten rows, with the list's props and the `transactions` messages.
  '/transactions': { kind: 'signedIn' },
};

/** The limit the check enforces for a screen: its ratchet while it has one, else its kind's goal. */
export function htmlLimit(budget: HtmlBudget): number {
  return Math.round(budget.ratchet ?? HTML_GOALS[budget.kind]);
}

/**
 * Where an HTML answer's bytes go, for the failure message: React's payload (the inline `self.__next_f` scripts)
 * against the rest (markup, tags, other inline scripts).
 * @param html the answer's body
 * @returns bytes of the UTF-8 text: the whole answer, React's payload and the rest
 */
export function htmlParts(html: string): { total: number; payload: number; rest: number } {
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
  const payload = [...html.matchAll(/<script[^>]*>(self\.__next_f[\s\S]*?)<\/script>/g)].reduce(
    (sum, match) => sum + bytes(match[1]!),
    0,
  );
  const total = bytes(html);
  return { total, payload, rest: total - payload };
}
