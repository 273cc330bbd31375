/**
 * /security/history's cards when several sessions share one browser and one address (spec §7 GET /sessions,
 * DELETE /sessions/{id}, DELETE /sessions), against the real Kratos. Every browser of a test is the same Chromium on
 * the same loopback address, so only the session itself tells the cards apart: each card shows its sign-in time (ISO
 * in `<time datetime>`) and a short reference (the session id's first 8 characters), and its "Sign out" button names
 * the device and that reference. Signing out removes the cards from the list without a page load, and Kratos no
 * longer knows the sessions. Each test signs its browsers in to an account of its own (fresh seed).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { closeBrowsers, signedInPage, whoami } from './account-session-browsers';
import { apiWriteHeaders, APP, expect, test, byTestId } from './support';

test.use({ seed: 'fresh' });

test.afterEach(closeBrowsers);

/** Marks the page's document, so a test can tell later that no page load replaced it. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sessionListDocument: true }));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sessionListDocument?: boolean }).sessionListDocument === true);
}

/** Sets the profile's language and the language cookie (the profile's wins at sign-in, spec §4). */
async function preferPortuguese(page: Page) {
  expect((await page.request.get('/profile')).ok(), 'GET /profile').toBe(true);
  const saved = await page.request.post('/api/v1/user/config', {
    headers: await apiWriteHeaders(page),
    data: { lang: 'pt' },
  });
  expect(saved.ok(), 'POST /user/config pt').toBe(true);
  await page.context().addCookies([{ name: 'language', value: 'pt', url: APP }]);
}

test('each other session has a "Sign out" that names its device and session; two of one browser differ', async ({
  browser,
  account,
}) => {
  const first = await whoami(await signedInPage(browser, account, null));
  const second = await whoami(await signedInPage(browser, account, null));
  const mine = await signedInPage(browser, account);
  const cards = byTestId(mine, 'session');
  await expect(cards).toHaveCount(3);
  await expect(mine.getByRole('button', { name: /this device/i })).toHaveCount(0);
  const refs = [first, second].map((session) => session.id!.slice(0, 8));
  expect(refs[0]).not.toBe(refs[1]);
  expect(first.authenticatedAt).not.toBe(second.authenticatedAt);
  for (const [index, session] of [first, second].entries()) {
    const ref = refs[index]!;
    const card = cards.filter({ hasText: ref });
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-current', 'false');
    await expect(byTestId(card, 'session-reference')).toHaveText(ref);
    await expect(byTestId(card, 'session-signed-in').locator('time')).toHaveAttribute(
      'datetime',
      session.authenticatedAt!,
    );
    const button = byTestId(card, 'revoke-session');
    await expect(button).toHaveText('Sign out');
    await expect(button).toHaveAccessibleName(new RegExp(`^Sign out Chrome \\d+ on Windows.*\\b${ref}\\b`));
    await expect(button).not.toHaveAccessibleName(new RegExp(refs[1 - index]!));
  }
  // The cards with their buttons and the confirm step pass WCAG 2.2 AA (the name starts with the visible text).
  await byTestId(cards.filter({ hasText: refs[0]! }), 'revoke-session').click();
  const { violations } = await new AxeBuilder({ page: mine })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // axe's check that a control's name holds its visible text (WCAG 2.5.3) is experimental: asked for here.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('in Portuguese the button says "Desconectar" and names the device and session', async ({ browser, account }) => {
  const other = await whoami(await signedInPage(browser, account, null));
  const mine = await signedInPage(browser, account, null);
  await preferPortuguese(mine);
  await mine.goto('/security/history');
  await expect(mine.locator('html')).toHaveAttribute('lang', /^pt/);
  const ref = other.id!.slice(0, 8);
  const card = byTestId(mine, 'session').filter({ hasText: ref });
  const button = byTestId(card, 'revoke-session');
  await expect(button).toHaveText('Desconectar');
  await expect(button).toHaveAccessibleName(new RegExp(`^Desconectar Chrome \\d+ no Windows.*\\b${ref}\\b`));
});

test('"Sign out all other devices" leaves only this card without a page load; the others are revoked', async ({
  browser,
  account,
}) => {
  const first = await signedInPage(browser, account, null);
  const second = await signedInPage(browser, account, null);
  const mine = await signedInPage(browser, account);
  const cards = byTestId(mine, 'session');
  await expect(cards).toHaveCount(3);
  await markDocument(mine);
  await byTestId(mine, 'revoke-others').click();
  await byTestId(mine, 'revoke-others-confirm').click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-current', 'true');
  await expect(byTestId(mine, 'no-other-sessions')).toBeVisible();
  await expect(byTestId(mine, 'revoke-others')).toHaveCount(0);
  expect(await sameDocument(mine), 'the list changed without a page load').toBe(true);
  expect((await whoami(first)).status).toBe(401);
  expect((await whoami(second)).status).toBe(401);
  expect((await whoami(mine)).status).toBe(200);
});

test('signing out one session removes its card without a page load and revokes only that one', async ({
  browser,
  account,
}) => {
  const kept = await signedInPage(browser, account, null);
  const ended = await signedInPage(browser, account, null);
  const endedRef = (await whoami(ended)).id!.slice(0, 8);
  const mine = await signedInPage(browser, account);
  const cards = byTestId(mine, 'session');
  await expect(cards).toHaveCount(3);
  await markDocument(mine);
  const card = cards.filter({ hasText: endedRef });
  await byTestId(card, 'revoke-session').click();
  await byTestId(card, 'revoke-session-confirm').click();
  await expect(cards).toHaveCount(2);
  await expect(card).toHaveCount(0);
  expect(await sameDocument(mine), 'the list changed without a page load').toBe(true);
  expect((await whoami(ended)).status).toBe(401);
  expect((await whoami(kept)).status).toBe(200);
});
