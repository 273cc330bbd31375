/**
 * The currency and network pickers of the order form (spec §2; components/ui/icon-select.tsx, icon-listbox.tsx): a
 * select-only combobox with its listbox, each option with its icon (shipped with the app) and name. A keyboard path
 * (the focus stays on the combobox, the highlighted option is its active descendant), the mouse, and axe with the
 * list open in both themes and languages.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { interactive } from './hydration';
import { payAmount } from './order-helpers';
import { APP, expect, test, byTestId, byText } from './support';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The order form's first step, hydrated, its pickers loaded. */
async function openOrder(page: Page, query = '') {
  await page.goto(`/order?mode=on-ramp${query}`);
  await interactive(page);
  await expect(byTestId(page, 'order-fiat')).toHaveAttribute('role', 'combobox');
  await expect(byTestId(page, 'order-network')).toHaveAttribute('role', 'combobox');
}

test('the keyboard alone chooses the currency and the network', async ({ page }) => {
  await openOrder(page);
  const fiat = byTestId(page, 'order-fiat');
  const network = page.getByRole('combobox', { name: 'Network' });
  const before = await fiat.getAttribute('data-value');

  await fiat.focus();
  await page.keyboard.press('ArrowDown');
  const list = page.getByRole('listbox', { name: 'Currency' });
  await expect(list).toBeVisible();
  await expect(fiat).toHaveAttribute('aria-expanded', 'true');
  // The chosen option is highlighted first, and the focus never leaves the combobox.
  const active = async () => page.locator(`[id="${await fiat.getAttribute('aria-activedescendant')}"]`);
  await expect(await active()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(await active()).toHaveAttribute('data-value', 'USD');
  await expect(fiat).toBeFocused();

  // Escape closes without a choice; Enter chooses.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(fiat).toHaveAttribute('data-value', before!);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(fiat).toHaveAttribute('data-value', 'USD');

  // Type to select: "t" finds Tron; Tab chooses it and moves on.
  await network.focus();
  await page.keyboard.press('t');
  await expect(page.getByRole('listbox', { name: 'Network' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(network).toHaveAttribute('data-value', 'tron');
  await expect(network).not.toBeFocused();
  await expect(byText(page, 'USDC on the Tron network.')).toBeVisible();
});

test('each option shows its icon from the app and its name; a click chooses', async ({ page }) => {
  const remote: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(APP) && /\.(svg|png)$/.test(r.url())) remote.push(r.url());
  });
  await openOrder(page);
  await payAmount(page, '100');
  await byTestId(page, 'order-fiat').click();
  const brl = page.getByRole('option', { name: /^BRL/ });
  await expect(brl).toContainText(/Brazilian real/i);
  await expect(brl.locator('img')).toHaveAttribute('src', '/icons/brl.svg');
  await expect
    .poll(() => brl.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await brl.click();
  await expect(byTestId(page, 'order-fiat')).toHaveAttribute('data-value', 'BRL');
  await expect(byTestId(page, 'quote-rate')).toContainText('BRL');

  await byTestId(page, 'order-network').click();
  await page.getByRole('option', { name: 'Ethereum' }).click();
  await expect(byTestId(page, 'order-network')).toHaveAttribute('data-value', 'ethereum');
  expect(remote).toEqual([]);
});

for (const [lang, theme] of [
  ['en', 'light'],
  ['pt', 'dark'],
] as const) {
  test(`no WCAG 2.2 AA violation with a list open, ${lang} on ${theme}`, async ({ page, context }) => {
    await context.addCookies([
      { name: 'language', value: lang, url: APP },
      { name: 'themeSelector', value: theme, url: APP },
      { name: 'theme', value: theme, url: APP },
    ]);
    await openOrder(page);
    for (const id of ['order-fiat', 'order-network']) {
      await byTestId(page, id).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
}
