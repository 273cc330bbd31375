/**
 * The /profile screen (spec §2 second-page layout, §3 session identity fields): e-mail, identity
 * verification (KYC status and level, with the way to /kyc while it is not done), country and city when known, the
 * person's wallets (blockchain, shortened address with a copy button, partner), and the language preference.
 * When the profile could not be loaded (spec §8 "Other cases": empty data) a notice says so and the details show
 * "–" (not "Not verified yet", which would claim something unknown), without the way to /kyc.
 * Server component; the interactive parts are client islands (ProfileLanguage, CopyButton).
 */
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ShortAddress } from '@/components/order/short-address';
import { CopyButton } from '@/components/transaction-shared/copy-button';
import { Banner } from '@/components/ui/banner';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { toSupportedLocale } from '@/lib/i18n/locale';
import { kycStep } from '@/lib/kyc/rule';
import type { ProfilePageData } from '@/lib/profile/server';
import { ProfileLanguage } from './profile-language';

/**
 * @param data the loaded profile, config and wallets (lib/profile/server.ts).
 * @param emailChange the e-mail change part (a button, or the open settings flow's e-mail field), under the details.
 */
export async function ProfileView({ data, emailChange }: { data: ProfilePageData; emailChange?: ReactNode }) {
  const [t, tc, locale] = await Promise.all([
    getTranslations('account.profile'),
    getTranslations('transactions.blockchain'),
    getLocale(),
  ]);
  const { profile, profileFailed, config, wallets } = data;
  const step = profileFailed ? null : kycStep(profile);
  const place = [profile?.user_city, profile?.user_country].filter(Boolean).join(', ');
  return (
    <Card>
      <ScreenTitle>{t('title')}</ScreenTitle>
      {profileFailed ? (
        <Banner tone="warning" className="mb-4">
          <span data-testid="profile-load-failed">{t('loadFailed')}</span>
        </Banner>
      ) : profile ? null : (
        <Banner tone="error">{t('unidentified')}</Banner>
      )}
      <LabelValueList divided className="mb-4" testId="profile-details">
        <LabelValue label={t('email')}>{profile?.userEmail || '–'}</LabelValue>
        <LabelValue label={t('verification')}>
          <span data-testid="profile-kyc" data-step={step ?? 'unknown'}>
            {step ? t(`kyc.${step}`, { level: profile?.kyc_level?.replace(/^level[_-]?/i, '') ?? '' }) : '–'}
          </span>
        </LabelValue>
        {place ? <LabelValue label={t('place')}>{place}</LabelValue> : null}
      </LabelValueList>
      {emailChange ? (
        <div className="mb-4" data-testid="profile-email-change">
          {emailChange}
        </div>
      ) : null}
      {step === 'required' ? (
        <Link href="/kyc" className={buttonVariants({ variant: 'secondary', width: 'full' })}>
          {t('verifyNow')}
        </Link>
      ) : null}
      <section className="mt-6" aria-labelledby="profile-wallets">
        <h2 id="profile-wallets" className="mb-2 font-semibold text-text">
          {t('wallets')}
        </h2>
        {wallets.length ? (
          <ul className="flex flex-col gap-2" data-testid="profile-wallets">
            {wallets.map((wallet) => (
              <li
                key={wallet.id}
                className="rounded-xl border border-grey-100 p-3 text-sm"
                data-testid="profile-wallet"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium text-text">{tc(wallet.blockchain)}</span>
                  <span className="text-grey-400">{wallet.partner}</span>
                </div>
                <div className="mt-1 flex items-center justify-between gap-2">
                  <ShortAddress address={wallet.address} />
                  <CopyButton value={wallet.address} label={t('copyAddress', { blockchain: tc(wallet.blockchain) })} />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-grey-400">{t('noWallets')}</p>
        )}
      </section>
      <section className="mt-6" aria-labelledby="profile-preferences">
        <h2 id="profile-preferences" className="mb-2 font-semibold text-text">
          {t('preferences')}
        </h2>
        <ProfileLanguage saved={toSupportedLocale(config?.lang) ?? toSupportedLocale(locale) ?? 'en'} />
      </section>
    </Card>
  );
}
