/**
 * Amounts as money on the order form (spec §3: amounts are decimal strings; REFERENCES.md "Money as money"): "You get"
 * shows USDC to the cent, the rate has 4 decimals buying and selling, the amount typed is grouped in the person's
 * language (en and pt) while the orderFormData cookie keeps the plain decimal string, and at 320 px a long amount is
 * never cut off. A visitor's form: no account needed.
 */
import { interactive } from './hydration';
import { orderCookie, payAmount, pick } from './order-helpers';
import { APP, expect, test, byTestId, byText } from './support';

test('"You get" shows USDC to the cent and the rate has 4 decimals, buying and selling alike', async ({ page }) => {
  await page.goto('/decision-flow');
  await byTestId(page, 'choose-buy').click();
  await expect(page).toHaveURL(/\/order$/);
  await interactive(page);
  await pick(byTestId(page, 'order-fiat'), 'BRL');
  await payAmount(page, '250');
  // The quote's amount out has 7 decimals on stellar; the screen shows 2 (rounded down).
  await expect(byTestId(page, 'order-amount-out')).toHaveValue(/^\d+\.\d{2}$/);
  await expect(byTestId(page, 'quote-rate')).toHaveText(/^1 USDC = \d+\.\d{4} BRL$/);
  await expect(byTestId(page, 'quote-fee')).toHaveText(/^\d+\.\d{2} BRL$/);

  await byText(page, 'Sell', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell USDC');
  await payAmount(page, '25');
  await expect(byTestId(page, 'order-amount-out')).toHaveValue(/^\d+\.\d{2}$/);
  await expect(byTestId(page, 'quote-rate')).toHaveText(/^1 USDC = \d+\.\d{4} BRL$/);
});

test('in en the amount is grouped as it is typed; the cookie keeps the plain decimal string', async ({ page }) => {
  await page.goto('/order');
  await interactive(page);
  const pay = byTestId(page, 'order-amount-in');
  await pay.pressSequentially('1000');
  await expect(pay).toHaveValue('1,000');
  // The caret stays after the last digit typed.
  expect(await pay.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(5);
  await expect.poll(() => orderCookie(page)).toMatchObject({ side: 'in', amount: '1000' });
  await expect(byTestId(page, 'quote-fee')).toBeVisible();

  await pay.pressSequentially('.5');
  await expect(pay).toHaveValue('1,000.5');
  await expect.poll(() => orderCookie(page)).toMatchObject({ amount: '1000.5' });
  // A third decimal of a fiat amount is not taken.
  await pay.pressSequentially('09');
  await expect(pay).toHaveValue('1,000.50');
  await expect.poll(() => orderCookie(page)).toMatchObject({ amount: '1000.50' });
});

test('in pt the amount is grouped with dots and takes a decimal comma; the cookie is the same', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'language', value: 'pt', url: APP }]);
  await page.goto('/order');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await interactive(page);
  const pay = byTestId(page, 'order-amount-in');
  await pay.pressSequentially('1000');
  await expect(pay).toHaveValue('1.000');
  await expect.poll(() => orderCookie(page)).toMatchObject({ side: 'in', amount: '1000' });
  await expect(byTestId(page, 'quote-rate')).toHaveText(/^1 USDC = \d+,\d{4} BRL$/);

  await pay.clear();
  await pay.pressSequentially('1234,5');
  await expect(pay).toHaveValue('1.234,5');
  await expect.poll(() => orderCookie(page)).toMatchObject({ side: 'in', amount: '1234.5' });
  await expect(byTestId(page, 'order-amount-out')).toHaveValue(/^\d+,\d{2}$/);
});

test('at 320 px a long amount is not cut off: a smaller font, the currency on the next line', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/order');
  await interactive(page);
  const get = byTestId(page, 'order-amount-out');
  // USDC carries 7 decimals on stellar: the longest amount a person can type there.
  await get.pressSequentially('123456789.1234567');
  await expect(get).toHaveValue('123,456,789.1234567');
  await expect.poll(() => orderCookie(page)).toMatchObject({ side: 'out', amount: '123456789.1234567' });
  // A pixel of tolerance: scrollWidth rounds a sub-pixel text width up.
  const fits = (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth + 1;
  await expect.poll(() => get.evaluate(fits)).toBe(true);
  const box = await get.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  // "You pay", filled from the quote, fits too, and the page does not scroll sideways.
  await expect.poll(() => byTestId(page, 'order-amount-in').evaluate(fits)).toBe(true);
  const noSideScroll = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;
  expect(await page.evaluate(noSideScroll)).toBe(true);
});
