'use client';

/**
 * Step 2 of the order form: the wallet (GET /user/wallets for a signed-in person). Buying: where the USDC goes;
 * selling: where it is sent from, and below it where the fiat is paid out (./payout-fields, lib/payout). A signed-in
 * person picks one of their saved wallets on the chosen network or types another address; a visitor types the
 * address (or finds the one their wallet partner passed). Continue: a visitor signs in next (the form waits in its
 * cookie). Under the title, the order in one line: what the person pays and gets at the live quote
 * (./order-summary-line).
 */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/api/query-keys';
import { getUserWallets, type UserWallet } from '@/lib/api/wallets';
import { callApi } from '@/lib/http/client';
import type { OrderDraft, OrderFixed } from '@/lib/order/draft-fields';
import type { JourneyStep } from '@/lib/order/journey';
import { payoutFits } from '@/lib/order/payout-fits';
import { validateOrder } from '@/lib/order/rules';
import { orderSummaryAmounts } from '@/lib/order/summary';
import type { WalletLock } from '@/lib/order/wallet-lock';
import { loginPathWithReturn } from '@/lib/routes';
import { cn } from '@/lib/ui/cn';
import { shownQuote } from './amount-quote';
import { useOrderError } from './amount-step';
import { OrderSummaryLine } from './order-summary-line';
import { PayoutFields } from './payout-fields';
import { ShortAddress } from './short-address';
import { StepHeader } from './step-header';
// A static import: this step is itself loaded on demand (./order-flow), so the payout's fields stay out of the first
// step's first load and arrive with the step, without a second round trip.
import type { OrderQuoteState } from './use-order-quote';
import { LockedWallet, WalletAddressField } from './wallet-address-field';

export interface WalletStepProps {
  draft: OrderDraft;
  onChange: (next: OrderDraft) => void;
  /** The live quote of the amount step, for the summary line. */
  quote: OrderQuoteState;
  /** The screens of the order's journey (lib/order/journey), for the step header. */
  steps: readonly JourneyStep[];
  signedIn: boolean;
  fixed: OrderFixed | null;
  partnerName?: string;
  /** The address the partner passed in the URL, if any. */
  partnerAddress?: string;
  /** The wallet the partner locked for its widget session (lib/order/wallet-lock), if any. */
  walletLock?: WalletLock | null;
  backHref: string;
  /** The review step's URL: a signed-in person goes there next, a visitor signs in first and comes back to it. */
  reviewHref: string;
  /** Called with where to go on (the form waits in its cookie meanwhile). */
  onContinue: (target: string) => void;
}

/** The signed-in person's saved wallets (GET /user/wallets), shared with the review step through the cache. */
export function useUserWallets(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.user.wallets, queryFn: () => callApi(getUserWallets), enabled });
}

/** Step 2: the wallet, saved (GET /user/wallets, spec §7) or typed. */
export function WalletStep({
  draft,
  onChange,
  quote,
  steps,
  signedIn,
  fixed,
  partnerName,
  partnerAddress,
  walletLock,
  backHref,
  reviewHref,
  onContinue,
}: WalletStepProps) {
  const t = useTranslations('order');
  const errorText = useOrderError();
  const wallets = useUserWallets(signedIn);
  const [attempted, setAttempted] = useState(false);
  const [blurred, setBlurred] = useState(false);
  const buying = draft.mode === 'on-ramp';
  const network = t(`networks.${draft.blockchain ?? 'stellar'}`);
  const matching: UserWallet[] = (wallets.data ?? []).filter((w) => w.blockchain === draft.blockchain);
  const fixedWallet = Boolean(fixed?.walletId || fixed?.address);
  const locked = fixedWallet || Boolean(walletLock);

  // A saved wallet on another network (the network changed) is no choice; preselect the first one that fits.
  useEffect(() => {
    if (!wallets.data || locked) return;
    if (draft.walletId && !matching.some((w) => w.id === draft.walletId)) {
      onChange({ ...draft, walletId: undefined });
    } else if (!draft.walletId && !draft.address?.trim() && matching[0]) {
      onChange({ ...draft, walletId: matching[0].id });
    }
  }, [wallets.data, draft, matching, locked, onChange]);

  const check = validateOrder(draft, undefined, payoutFits);
  const walletError =
    !check.ok && (attempted || (blurred && Boolean(draft.address?.trim())))
      ? errorText(check.errors.wallet, draft)
      : undefined;
  const usingAddress = !draft.walletId;

  return (
    <div>
      <StepHeader
        step="wallet"
        steps={steps}
        backHref={backHref}
        title={buying ? t('walletTitleBuy') : t('walletTitleSell')}
      />
      <QuoteSummary draft={draft} quote={quote} />
      <p className="-mt-2 mb-5 text-grey-400">{t('walletIntro', { network })}</p>

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setAttempted(true);
          if (check.ok) return onContinue(signedIn ? reviewHref : loginPathWithReturn(reviewHref));
          // Once the errors are drawn, the first field in error takes the focus (and its error is read out).
          const form = e.currentTarget;
          requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        }}
      >
        {signedIn && wallets.isPending ? (
          <p className="mb-4 flex items-center gap-2 text-sm text-grey-400">
            <Spinner label={t('walletsLoading')} />
            <span aria-hidden="true">{t('walletsLoading')}</span>
          </p>
        ) : null}

        {signedIn && matching.length && !locked ? (
          <SavedWallets
            wallets={matching}
            chosen={draft.walletId}
            network={network}
            onChoose={(walletId) => onChange({ ...draft, walletId })}
          />
        ) : null}

        {fixedWallet ? (
          <Banner tone="info" className="mb-4">
            {t('walletFixed')} {draft.address ? <ShortAddress address={draft.address} /> : null}
          </Banner>
        ) : walletLock ? (
          <LockedWallet partnerName={partnerName} address={walletLock.address} network={network} buying={buying} />
        ) : usingAddress ? (
          <WalletAddressField
            label={buying ? t('addressLabelBuy', { network }) : t('addressLabelSell', { network })}
            value={draft.address ?? ''}
            onChange={(address) => onChange({ ...draft, walletId: undefined, address })}
            onBlur={() => setBlurred(true)}
            hint={
              partnerName && partnerAddress && draft.address === partnerAddress
                ? t('addressFromPartner', { partner: partnerName })
                : t(`addressHint.${draft.blockchain ?? 'stellar'}`)
            }
            error={walletError}
          />
        ) : null}

        {buying ? null : (
          <PayoutFields
            currency={draft.fiat ?? ''}
            payout={draft.payout}
            onChange={(payout) => onChange({ ...draft, payout })}
            attempted={attempted}
          />
        )}

        {!signedIn ? <p className="mt-4 text-sm text-grey-400">{t('signInNext')}</p> : null}

        <Button
          type="submit"
          width="full"
          className="mt-6"
          disabled={signedIn && wallets.isPending}
          data-testid="order-continue"
        >
          {signedIn ? t('continue') : t('continueSignIn')}
        </Button>
      </form>
    </div>
  );
}

/** The order in one line at the live quote: "You pay 250.00 BRL · You get 44.54 USDC" (./order-summary-line). */
function QuoteSummary({ draft, quote }: { draft: OrderDraft; quote: OrderQuoteState }) {
  const t = useTranslations('order');
  const locale = useLocale();
  const amounts = orderSummaryAmounts(draft, shownQuote(quote));
  if (!amounts) return null;
  return <OrderSummaryLine amounts={amounts} locale={locale} labels={{ pay: t('youPay'), get: t('youGet') }} />;
}

/** The saved wallets on the order's network, and "Another address" (chosen when no saved one is). */
function SavedWallets({
  wallets,
  chosen,
  network,
  onChoose,
}: {
  wallets: UserWallet[];
  chosen: string | undefined;
  network: string;
  /** Receives the chosen wallet's id, or undefined for another address. */
  onChoose: (walletId: string | undefined) => void;
}) {
  const t = useTranslations('order');
  return (
    <fieldset className="mb-4 flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-grey-500">{t('savedWallets')}</legend>
      {wallets.map((w) => (
        <WalletOption
          key={w.id}
          checked={chosen === w.id}
          onSelect={() => onChoose(w.id)}
          title={w.name}
          detail={<ShortAddress address={w.address} />}
          testId={`wallet-${w.id}`}
        />
      ))}
      <WalletOption
        checked={!chosen}
        onSelect={() => onChoose(undefined)}
        title={t('otherAddress')}
        detail={t('otherAddressDetail', { network })}
        testId="wallet-other"
      />
    </fieldset>
  );
}

function WalletOption({
  checked,
  onSelect,
  title,
  detail,
  testId,
}: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  detail: React.ReactNode;
  testId: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-2xl border p-3 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-green-400',
        checked ? 'border-green-400 bg-green-50' : 'border-grey-200 hover:border-grey-300',
      )}
    >
      <input
        type="radio"
        name="order-wallet"
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-[#18CF71]"
        data-testid={testId}
      />
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-text">{title}</span>
        <span className="truncate text-sm text-grey-400">{detail}</span>
      </span>
    </label>
  );
}
