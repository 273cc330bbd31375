/**
 * First-visit JavaScript budgets per route, in KB (1024 bytes) of gzip, and their evaluation.
 * Read by scripts/check-bundle-budget.ts after `next build` (in `npm run test:e2e`).
 *
 * `goal` is the budget for the route's kind of screen (GOAL_KB). A route that is not there yet has a `ratchet`:
 * the size measured when the ratchet was set plus a small margin, so it cannot grow while it waits for its goal
 * (README "Performance" lists these routes and how far each is from its goal). Lower or remove a ratchet when a
 * route shrinks; never raise one without a reason in the commit.
 */

/** The goal per kind of screen (public, the order form, sign-in, signed-in), KB gzip. */
export const GOAL_KB = { public: 175, orderForm: 200, signIn: 200, signedIn: 225 } as const;

export interface RouteBudget {
  /** The goal of this route's kind of screen, KB gzip. */
  goal: number;
  /** Today's size plus a margin, for a route not yet at its goal; KB gzip. */
  ratchet?: number;
}

// Ratchets: the route's measured size + 3 KB. /ramp (203) follows spec §4's hops in the browser with ky and zod.
// What holds the routes at their goal (undoing one costs about the KB in brackets):
// - the order form (/order, /order-form: the product's main form, 200) loads its wallet and review steps when the
//   person is about to reach them (31: with them came the API's zod schemas, ky and the route table), its first
//   quote's API client and schemas with that quote (26), and validates and writes its draft without zod
//   (lib/order/rules.ts, lib/order/draft-fields.ts; 20). Its first load still carries TanStack Query (about 11);
// - Sentry's capture API loads lazily (14), sonner with the first toast (15), and the shell runs on zod/mini without
//   qs (19) and without zod itself: the client config is parsed at build time, and whoami's schema, logout and the
//   host bridge load when needed (21 on every page);
// - TanStack Query and ky load only where screens query (17 on every page), the error boundaries' screen when one
//   catches (9 on every page);
// - next/link sits in the root group once (3), the route table stays off the header (0.6), /widget's demo wallet and
//   its API client load on demand (30 there), cookies-next's client entry only on the transaction screens (2.3);
// - the amount formatting works apart from big.js (lib/money/format.ts, lib/order/decimal.ts) and the /transactions
//   filters are read without qs (lib/http/flat-query.ts);
// - the sign-in screens and /security load Ory Elements on first use (components/auth/deferred-auth-flow.tsx), /profile
//   only with an open e-mail change flow (82 there), and /login-google's browser start is that page's alone;
// - /final-step's way back to the partner reads the server's widget session, so the browser loads no schema for it
//   (components/widget/transaction-reporter.tsx);
// - Turbopack's chunking merges a page's small segment chunks (next.config.ts `turbopackChunking`; about 1.2 on every
//   page);
// - the public-suffix list of the cookie domain stays on the server.

/** Every route of the build (app router paths as `next build` prints them). A route missing here fails the check. */
export const BUDGETS: Record<string, RouteBudget> = {
  // Public screens and the plain ones (spec §1, §5): 175 KB.
  '/': { goal: GOAL_KB.public },
  '/_not-found': { goal: GOAL_KB.public },
  '/[...unknown]': { goal: GOAL_KB.public },
  '/404': { goal: GOAL_KB.public },
  '/error': { goal: GOAL_KB.public },
  '/widget': { goal: GOAL_KB.public },
  '/decision-flow': { goal: GOAL_KB.public },
  '/ramp': { goal: GOAL_KB.public, ratchet: 203 },
  '/payment-options-unavailable': { goal: GOAL_KB.public },
  '/final-step': { goal: GOAL_KB.public },
  '/terms-and-conditions': { goal: GOAL_KB.public },
  '/privacy-and-cookies-policy': { goal: GOAL_KB.public },
  '/test-sentry-error': { goal: GOAL_KB.public },
  // The order form (spec §2): 200 KB.
  '/order': { goal: GOAL_KB.orderForm },
  '/order-form': { goal: GOAL_KB.orderForm },
  // Sign-in screens: 200 KB.
  '/login': { goal: GOAL_KB.signIn },
  '/login-google': { goal: GOAL_KB.signIn },
  '/registration': { goal: GOAL_KB.signIn },
  '/recovery': { goal: GOAL_KB.signIn },
  '/verification': { goal: GOAL_KB.signIn },
  // Signed-in screens: 225 KB.
  '/transactions': { goal: GOAL_KB.signedIn },
  '/transaction': { goal: GOAL_KB.signedIn },
  '/profile': { goal: GOAL_KB.signedIn },
  '/security': { goal: GOAL_KB.signedIn },
  '/security/history': { goal: GOAL_KB.signedIn },
  '/billing-details': { goal: GOAL_KB.signedIn },
  '/kyc': { goal: GOAL_KB.signedIn },
  '/payment': { goal: GOAL_KB.signedIn },
  '/interactive-flow': { goal: GOAL_KB.signedIn },
};

export interface BudgetResult {
  route: string;
  /** Measured first-load JS, KB gzip. */
  kb: number;
  /** What the check enforces: the ratchet when there is one, else the goal. */
  limit: number;
  goal: number;
  over: boolean;
}

export interface BudgetReport {
  results: BudgetResult[];
  /** Routes the build has and the table lacks (each is a failure: give it a budget). */
  unbudgeted: string[];
  /** Routes the table has and the build lacks (a failure: the table must follow the app). */
  stale: string[];
}

/**
 * Compares measured sizes with the budgets.
 * @param sizes route → first-load JS in KB gzip, as measured from the build
 * @param budgets the table (default {@link BUDGETS})
 * @returns per route the limit and whether it is over, plus routes missing on either side
 */
export function evaluateBudgets(
  sizes: Record<string, number>,
  budgets: Record<string, RouteBudget> = BUDGETS,
): BudgetReport {
  const results = Object.entries(sizes)
    .filter(([route]) => budgets[route])
    .map(([route, kb]) => {
      const { goal, ratchet } = budgets[route]!;
      const limit = ratchet ?? goal;
      return { route, kb, limit, goal, over: kb > limit };
    })
    .sort((a, b) => b.kb - a.kb);
  return {
    results,
    unbudgeted: Object.keys(sizes).filter((route) => !budgets[route]),
    stale: Object.keys(budgets).filter((route) => !(route in sizes)),
  };
}

/** True when the report should fail the test command. */
export function budgetFailed(report: BudgetReport): boolean {
  return report.results.some((r) => r.over) || report.unbudgeted.length > 0 || report.stale.length > 0;
}
