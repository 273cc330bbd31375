/**
 * /profile when GET /user/profile fails (spec §8 "Other cases": a failed route data load returns empty data): the
 * screen stays, with a notice, the profile's details unknown ("–", no claim about verification) and the parts that
 * did load (the wallets). The account (demo seed: verified, two wallets) and the fault are the test's own.
 */
import { expect, sandbox, signInAs, test, byTestId, byText } from './support';

test('a 5xx on the profile load shows /profile with its notice, not /error', async ({ page, request, account }) => {
  const profileLoaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/profile'));
  await signInAs(page, account, '/transactions');
  // The signed-in page's own read of the profile has answered: the fault meets the server render of /profile.
  await profileLoaded;
  await sandbox.fault(request, { method: 'GET', path: '/user/profile', status: 503 });
  await page.goto('/profile');

  await expect(byTestId(page, 'profile-load-failed')).toHaveText(/We could not load your profile/);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(byTestId(page, 'profile-kyc')).toHaveText('–');
  await expect(byTestId(page, 'profile-details')).not.toContainText(account.email);
  await expect(page.getByRole('link', { name: 'Verify your identity' })).toHaveCount(0);
  await expect(byText(page, 'We could not identify your account')).toHaveCount(0);
  // What did load is still there.
  await expect(byTestId(page, 'profile-wallet')).toHaveCount(2);

  // The next load has the profile again, without the notice.
  await page.reload();
  await expect(byTestId(page, 'profile-kyc')).toHaveText('Verified (level 2)');
  await expect(byTestId(page, 'profile-load-failed')).toHaveCount(0);
});
