/**
 * The way into the order journey (spec §2 /decision-flow): where a sign-in without a return path lands (a person
 * without any transaction on the buy-or-sell choice, anyone else on their list: lib/transactions/landing.ts), the
 * empty list's main action, the header's "Buy / Sell" entry (in the bar from 768 px, first in the account menu at
 * every width), and toasts inside the viewport and clear of the screen's heading (spec §2 "Message toasts appear
 * centred on screen"; components/ui/sonner-toaster.tsx). Each test signs in an account of its own: the fresh seed has
 * no transactions, the demo seed has 36.
 */
import type { Locator, Page } from '@playwright/test';
import { APP, apiWriteHeaders, expect, signInAs, submitPassword, test, byTestId } from './support';
import { SAMPLE_BILLING_INPUT } from '../sandbox/api/store';

const DECISION_FLOW = /\/decision-flow$/;
const CHOICE_TITLE = 'What would you like to do?';

/** The header's own "Buy / Sell" link (the account menu's, closed, is out of the accessibility tree). */
const headerEntry = (page: Page) => byTestId(page, 'app-header').getByRole('link', { name: 'Buy / Sell' });

/**
 * Where a toast sits: inside the viewport, centred in the page's width (1 px of rounding), no wider than
 * min(100vw - 32px, 28rem), and clear of the screen's heading. Null while either is not laid out yet.
 */
async function placement(page: Page, toast: Locator) {
  const viewport = page.viewportSize()!;
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  const [box, heading] = await Promise.all([
    toast.boundingBox(),
    page.getByRole('heading', { level: 1 }).first().boundingBox(),
  ]);
  if (!box || !heading) return null;
  return {
    inside: box.x >= 0 && box.x + box.width <= viewport.width && box.y >= 0 && box.y + box.height <= viewport.height,
    centred: Math.abs(box.x + box.width / 2 - pageWidth / 2) <= 1,
    narrowEnough: box.width <= Math.min(viewport.width - 32, 448) + 0.5,
    clearOfHeading:
      box.y >= heading.y + heading.height ||
      box.y + box.height <= heading.y ||
      box.x >= heading.x + heading.width ||
      box.x + box.width <= heading.x,
  };
}

const WELL_PLACED = { inside: true, centred: true, narrowEnough: true, clearOfHeading: true };

test.describe('a person without transactions (fresh seed)', () => {
  test.use({ seed: 'fresh' });

  test('signing in on /login without a return path lands on the buy-or-sell choice', async ({ page, account }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login\?flow=/);
    await submitPassword(page, account.email, account.password);
    await expect(page).toHaveURL(DECISION_FLOW);
    await expect(page.getByRole('heading', { level: 1, name: CHOICE_TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('a signed-in person opening /login lands on the choice too', async ({ page, account }) => {
    await signInAs(page, account);
    await page.goto('/login');
    await expect(page).toHaveURL(DECISION_FLOW);
  });

  test('the empty list offers buying or selling as its main action, without a filter bar', async ({
    page,
    account,
  }) => {
    await signInAs(page, account, '/transactions');
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(byTestId(page, 'transactions-empty')).toContainText('You have no transactions yet.');
    await expect(page.getByRole('form', { name: 'Filters' })).toHaveCount(0);
    const start = page.getByRole('link', { name: 'Buy or sell USDC' });
    const box = (await start.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(DECISION_FLOW);
    await expect(page.getByRole('heading', { level: 1, name: CHOICE_TITLE })).toBeVisible();
  });

  test('at 375 px "Billing details saved" sits inside the viewport, centred and clear of the heading', async ({
    page,
    account,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, account, '/billing-details');
    for (const [name, value] of Object.entries(SAMPLE_BILLING_INPUT)) {
      // `visible`: a streamed screen sits in a hidden container until React reveals it.
      const field = page.locator(`#billing-${name}`).filter({ visible: true });
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Billing details saved' });
    await expect(toast).toBeVisible();
    // The pointer on the toasts holds them (sonner pauses their timers) while the identity check opens.
    await toast.hover();
    await expect(page).toHaveURL(/\/kyc/);
    await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
    await expect.poll(() => placement(page, toast)).toEqual(WELL_PLACED);
  });
});

test.describe('a person with transactions (demo seed)', () => {
  test('signing in on /login without a return path lands on their list', async ({ page, account }) => {
    await page.goto('/login');
    await submitPassword(page, account.email, account.password);
    // The sign-in marker leaves the address once the list is there.
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(byTestId(page, 'transaction-row').first()).toBeVisible();
  });

  test('the header\'s "Buy / Sell" reaches the buy-or-sell choice from a signed-in screen', async ({
    page,
    account,
  }) => {
    await signInAs(page, account, '/profile');
    await headerEntry(page).click();
    await expect(page).toHaveURL(DECISION_FLOW);
    await expect(page.getByRole('heading', { level: 1, name: CHOICE_TITLE })).toBeVisible();
  });

  for (const [width, lang, signOut] of [
    [320, 'en', 'Sign out'],
    [320, 'pt', 'Sair'],
    [375, 'pt', 'Sair'],
  ] as const) {
    test(`at ${width} px in ${lang} the signed-in header fits: every control on one line, inside the page`, async ({
      page,
      account,
    }) => {
      await page.setViewportSize({ width, height: 812 });
      await signInAs(page, account, '/transactions');
      if (lang === 'pt') {
        const saved = await page.request.post('/api/v1/user/config', {
          data: { lang },
          headers: await apiWriteHeaders(page),
        });
        expect(saved.ok()).toBe(true);
        await page.reload();
      }
      const header = byTestId(page, 'app-header');
      await expect(header.getByRole('button', { name: signOut })).toBeVisible();
      const controls = header.locator('button, summary, select, a');
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const box = (await control.boundingBox())!;
        // One line of text in a 44 px target; inside the page's width.
        expect(box.height, `${await control.textContent()}`).toBeLessThanOrEqual(48);
        expect(box.x + box.width, `${await control.textContent()}`).toBeLessThanOrEqual(width);
      }
      expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  }

  for (const width of [320, 375]) {
    test(`at ${width} px the entry is the account menu's first link and the header keeps its height`, async ({
      page,
      account,
    }) => {
      await page.setViewportSize({ width, height: 812 });
      await signInAs(page, account, '/transactions');
      await expect(byTestId(page, 'transaction-row').first()).toBeVisible();
      await expect(headerEntry(page)).toHaveCount(0);
      expect((await byTestId(page, 'app-header').boundingBox())!.height).toBeLessThanOrEqual(57);
      const menu = byTestId(page, 'account-menu');
      await menu.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('link')).toHaveText(['Buy / Sell', 'Profile', 'Security', 'Security history']);
      await menu.getByRole('link', { name: 'Buy / Sell' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(DECISION_FLOW);
    });
  }
});

test.describe('toasts', () => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 375, height: 812 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${viewport.width} px a toast is centred inside the viewport, clear of the heading`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/decision-flow?message=cardSaved');
      const toast = page.locator('[data-sonner-toast]');
      await expect(toast).toContainText('Your card was saved.');
      await expect.poll(() => placement(page, toast)).toEqual(WELL_PLACED);
    });
  }

  test('a toast follows the dark theme: dark background, light text', async ({ page, context }) => {
    await context.addCookies([{ name: 'themeSelector', value: 'dark', url: APP }]);
    await page.goto('/decision-flow?message=cardSaved');
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Your card was saved.');
    await expect(page.locator('.app-toaster')).toHaveAttribute('data-sonner-theme', 'dark');
    // Luminance of the toast's background below its text's: light text on a dark surface.
    const [background, text] = await toast.evaluate((el) => {
      const style = getComputedStyle(el);
      const luminance = (colour: string) => {
        const [r, g, b] = colour.match(/[\d.]+/g)!.map(Number);
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      return [luminance(style.backgroundColor), luminance(style.color)];
    });
    expect(background).toBeLessThan(text);
  });

  test('a toast is announced politely and dismissed with the keyboard', async ({ page }) => {
    await page.goto('/decision-flow?message=cardSaved');
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Your card was saved.');
    await expect(page.locator('section[aria-live="polite"]').filter({ has: toast })).toHaveAttribute(
      'aria-label',
      /^Messages/,
    );
    const close = toast.getByRole('button', { name: 'Close message' });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // Sonner's hotkey moves focus to the toasts; Escape dismisses the one in front.
    await page.keyboard.press('Alt+KeyT');
    await expect(page.locator('.app-toaster')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
  });
});
