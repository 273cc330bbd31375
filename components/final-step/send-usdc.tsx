/**
 * "Send your USDC": what a sale waiting for the person's USDC needs them to do (spec §2 /final-step, §4 "Final
 * step"; REFERENCES.md: a sale shows the deposit address with memo, a QR code and the time left to send). The exact
 * amount, every digit (the transfer-instructions rule: send exactly), the network, the deposit address with its QR
 * code, the memo when the network uses one with a warning that without it the USDC can be lost, and the deadline as a
 * local time with a live count of the minutes left. Server component: the copy buttons, the local time and the count
 * are the only client islands.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { Banner } from '@/components/ui/banner';
import { CopyValue } from '@/components/ui/copy-value';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { LocalTime } from '@/components/ui/local-time';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import type { Blockchain } from '@/lib/domain/blockchains';
import { formatExactAmount } from '@/lib/money/format';
import { awaitsUsdcTransfer } from '@/lib/transactions/final-step-outcome';
import { assetCode } from '@/lib/transactions/pay';
import { AddressQr } from './address-qr';
import { TimeLeft } from './time-left';

/** What the person must send, and where. */
export interface UsdcTransfer {
  /** The amount to send, a decimal string (the transaction's amount_in). */
  amount: string;
  /** The code of the asset sent ("USDC"). */
  code: string;
  blockchain: Blockchain;
  /** The anchor's deposit address on that blockchain. */
  account: string;
  /** The memo that identifies the transfer (stellar); `null` where the address alone does (tron, ethereum). */
  memo: string | null;
  /** The deadline, ISO 8601; `null` when the API gave none, or none readable. */
  expiresAt: string | null;
}

/**
 * What a sale asks the person to send, from GET /transaction-info/{id}: only while it waits for their USDC
 * (pending_user_transfer_start) and only when the amount and the deposit address are known, since a block without
 * them would tell half a transfer (the payment details list shows whatever the API gave instead).
 * @param transaction the transaction shown.
 * @param payment its payment details, if they loaded.
 * @returns the transfer, or `null` when there is none to show.
 */
export function usdcTransferOf(transaction: Transaction, payment: TransactionPayment | null): UsdcTransfer | null {
  if (!awaitsUsdcTransfer(transaction) || !transaction.amount_in || !payment?.account) return null;
  const expiresAt = payment.expires_at && !Number.isNaN(Date.parse(payment.expires_at)) ? payment.expires_at : null;
  return {
    amount: transaction.amount_in,
    code: assetCode(transaction.details.amount_in_asset),
    blockchain: transaction.blockchain,
    account: payment.account,
    memo: payment.memo || null,
    expiresAt,
  };
}

/** The "Send your USDC" block of the final step. */
export async function SendUsdc({ transfer }: { transfer: UsdcTransfer }) {
  const t = await getTranslations('finalStep');
  const locale = await getLocale();
  const { amount, code, account, memo, expiresAt } = transfer;
  const network = t(`networks.${transfer.blockchain}`);
  const copy = { copied: t('send.copied'), failed: t('send.copyFailed') };
  return (
    <section
      aria-labelledby="send-usdc-title"
      data-testid="send-usdc"
      className="mb-6 rounded-2xl border border-grey-100 p-4"
    >
      <h2 id="send-usdc-title" className="mb-1 font-semibold text-text">
        {t('send.title')}
      </h2>
      <p className="mb-2 text-sm text-grey-500">{t(memo ? 'send.bodyMemo' : 'send.body', { network })}</p>
      <LabelValueList divided>
        <LabelValue
          label={t('send.amount')}
          stacked
          action={<CopyValue value={amount} label={t('send.copyAmount')} testId="copy-amount" {...copy} />}
        >
          <span className="text-base font-semibold tabular-nums" data-testid="send-amount">
            {formatExactAmount(amount, code, locale)} {code}
          </span>
        </LabelValue>
        <LabelValue label={t('send.network')}>
          <span data-testid="send-network">{network}</span>
        </LabelValue>
        <LabelValue
          label={t('send.address')}
          stacked
          action={<CopyValue value={account} label={t('send.copyAddress')} testId="copy-address" {...copy} />}
        >
          <span className="font-mono text-sm break-all" data-testid="send-address">
            {account}
          </span>
        </LabelValue>
        {memo ? (
          <LabelValue
            label={t('send.memo')}
            stacked
            action={<CopyValue value={memo} label={t('send.copyMemo')} testId="copy-memo" {...copy} />}
          >
            <span className="font-mono text-base font-semibold break-all" data-testid="send-memo">
              {memo}
            </span>
          </LabelValue>
        ) : null}
      </LabelValueList>
      {memo ? (
        <Banner tone="warning" className="mt-2">
          <span data-testid="send-memo-warning">{t('send.memoWarning', { memo })}</span>
        </Banner>
      ) : null}
      <figure className="mt-4 flex flex-col items-center gap-2">
        <AddressQr address={account} label={t('send.qrLabel')} />
        <figcaption className="text-center text-xs text-grey-500">
          {t(memo ? 'send.qrHintMemo' : 'send.qrHint')}
        </figcaption>
      </figure>
      {expiresAt ? (
        <LabelValueList divided className="mt-4 border-t border-grey-100" testId="send-deadline">
          <LabelValue label={t('send.deadline')}>
            <LocalTime iso={expiresAt} />
          </LabelValue>
          <LabelValue label={t('send.timeLeft')}>
            <TimeLeft expiresAt={expiresAt} timeUp={t('send.timeUp')} testId="send-time-left" />
          </LabelValue>
        </LabelValueList>
      ) : null}
    </section>
  );
}
