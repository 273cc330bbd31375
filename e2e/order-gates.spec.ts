/**
 * The API's own account gates: a brand-new account cannot approve its own verification with PUT /kyc/status nor place
 * an order without billing details and KYC; when the API refuses an order for that reason, the order screen says so
 * with the way to billing or KYC, and nothing typed is lost. Each test signs in an account of its own.
 */
import { interactive } from './hydration';
import { payAmount } from './order-helpers';
import { apiWriteHeaders, expect, sandbox, signInAs, test, byTestId } from './support';

test.describe('a brand-new account', () => {
  test.use({ seed: 'fresh' });

  test("the report's requests: a new account's own KYC approval is ignored and its order refused", async ({
    page,
    account,
  }) => {
    await signInAs(page, account, '/transactions');
    const headers = await apiWriteHeaders(page);
    const claimed = await page.request.put('/api/v1/kyc/status', {
      headers,
      data: { status: 'approved', level: 'level_2' },
    });
    expect(await claimed.json()).toEqual({ kyc_status: null, kyc_level: null });
    const order = await page.request.post('/api/v1/on-ramp', {
      headers,
      data: { amount: '1000', payment_currency: 'BRL', crypto_currency: 'USDC' },
    });
    expect(order.status()).toBe(409);
    expect(await order.json()).toMatchObject({ error: 'billing_incomplete' });
  });
});

test('an order the API refuses for KYC shows the way to verification, and the order is kept', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account, '/order?mode=on-ramp');
  await interactive(page);
  await payAmount(page, '50');
  await byTestId(page, 'order-continue').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where should we send your USDC?');
  await expect(page.getByRole('radio', { name: /Stellar wallet/ })).toBeChecked();
  await byTestId(page, 'order-continue').click();
  await expect(page).toHaveURL(/\/order\?step=review$/);
  await expect(byTestId(page, 'order-confirm')).toBeVisible();
  // The app's own checks passed; the API still says no (e.g. the verification was revoked meanwhile).
  await sandbox.fault(request, {
    method: 'POST',
    path: '/on-ramp',
    status: 409,
    body: { error: 'kyc_required', message: 'Verify your identity before placing an order' },
    times: 1,
  });
  await byTestId(page, 'order-confirm').click();
  const gate = byTestId(page, 'order-gate');
  await expect(gate).toContainText('Your identity needs to be verified');
  await expect(page).toHaveURL(/\/order\?/);
  await expect(byTestId(page, 'order-confirm')).toBeVisible();
  await expect(byTestId(gate, 'order-gate-link')).toHaveAttribute('href', /^\/kyc\?appId=ramp-web&next=/);
});
