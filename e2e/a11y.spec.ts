/**
 * Accessibility of every screen of the app (the account screens have their own spec, account-a11y.spec.ts):
 * @axe-core/playwright with the WCAG 2.2 AA tags over each route of lib/routes.ts, signed out and signed in, in English
 * on light and Portuguese on dark. Zero violations. The route table is walked, so a new route without a case here fails
 * the test that checks the list. Each test has an account of its own: the transactions the screens show are that
 * account's, and the signed-in tests set its profile's language.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { prefer, WCAG_22_AA } from './a11y-helpers';
import { createInteractive } from './interactive-helpers';
import { expect, signInAs, test, type Account } from './support';
import { ROUTES } from '../lib/routes';
import { seedTransactionId } from '../sandbox/api/store';

/**
 * Routes that are not screens of their own: `/` redirects to /login; /ramp hands over to the payment provider's
 * page (a brief 'taking you there' state, then another site); /test-sentry-error throws on purpose.
 */
const NOT_SCREENS = ['/', '/ramp', '/test-sentry-error'];
/** Covered by account-a11y.spec.ts (the same checks, signed in). */
const ACCOUNT = ['/profile', '/security', '/security/history'];

/**
 * The URL each route is checked at (a route that needs a query parameter gets one of `account`'s: its seeded
 * completed deposit, or the interactive deposit made for it).
 */
function screenUrl(path: string, account: Account, interactiveId: string): string {
  // Index 28 of a demo-like seed: status index 9 (completed), a deposit (sandbox/api/store seed).
  if (path === '/transaction' || path === '/final-step') return `${path}?id=${seedTransactionId(account.email, 28)}`;
  if (path === '/interactive-flow') return `${path}?interactive-id=${interactiveId}`;
  return path;
}

const SIGNED_OUT = ROUTES.filter((r) => r.group !== 'protected' && !NOT_SCREENS.includes(r.path)).map((r) => r.path);
const SIGNED_IN = [
  ...ROUTES.filter((r) => r.group === 'protected' && !ACCOUNT.includes(r.path)).map((r) => r.path),
  '/order', // the open order screens look different for a signed-in person (the review step, the wallets)
  '/final-step',
];

/**
 * Time for a test that walks `screens` screens: each is a full load plus an axe run (about 3 s here, 4+ s on a busy
 * machine); the walk of the 15 signed-out screens once ran past the default 60 s as the first test after the servers
 * started.
 */
const walkTimeout = (screens: number) => 30_000 + screens * 6_000;

/** Opens `url`, checks the language and theme took, and returns axe's violations as readable lines. */
async function violationsOf(page: Page, url: string, lang: 'en' | 'pt', theme: 'light' | 'dark'): Promise<string[]> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? /^pt/ : /^en/);
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  // Every screen has one h1 once its content is there (client-rendered forms included).
  await expect(page.locator('h1').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return violations.map((v) => `${url}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('every route of the table is checked here or in account-a11y.spec.ts', () => {
  const covered = new Set([...SIGNED_OUT, ...SIGNED_IN, ...ACCOUNT, ...NOT_SCREENS]);
  expect(ROUTES.map((r) => r.path).filter((path) => !covered.has(path))).toEqual([]);
});

for (const [lang, theme] of [
  ['en', 'light'],
  ['pt', 'dark'],
] as const) {
  test(`signed out, ${lang} on ${theme}: no WCAG 2.2 AA violation on any screen`, async ({ page, account }) => {
    test.setTimeout(walkTimeout(SIGNED_OUT.length));
    await prefer(page, lang, theme, false);
    const found: string[] = [];
    for (const path of SIGNED_OUT) {
      found.push(...(await violationsOf(page, screenUrl(path, account, ''), lang, theme)));
    }
    expect(found).toEqual([]);
  });

  test(`signed in, ${lang} on ${theme}: no WCAG 2.2 AA violation on any screen`, async ({ page, request, account }) => {
    test.setTimeout(walkTimeout(SIGNED_IN.length + 2)); // and the sign-in
    await signInAs(page, account, '/transactions');
    // No page of the app runs while the preferences change: a page still hydrating writes its own theme cookies back.
    await page.goto('about:blank');
    await prefer(page, lang, theme, true);
    const found: string[] = [];
    for (const path of SIGNED_IN) {
      const interactiveId =
        path === '/interactive-flow' ? await createInteractive(request, account, 'deposit', { amount: '10' }) : '';
      found.push(...(await violationsOf(page, screenUrl(path, account, interactiveId), lang, theme)));
    }
    expect(found).toEqual([]);
  });
}
