/**
 * /final-step (spec §2, §4, §5, §8), outside the main layout. Reads id and transaction:
 * - no id → /404 (spec §5);
 * - the transaction token (spec §3: three parts, the middle one decoded to payload.transaction) is decoded;
 *   it stands in for the API's answer only when that answer cannot be used, and only for the same id;
 * - GET /transaction-info/{id} on the server: a 404 → /404 and other failed answers → the global rule (spec §8);
 *   a failed load (transport error, invalid answer) gives empty data (spec §8), so the token's transaction or a
 *   "could not load" screen is shown;
 * - status error → /error (spec §4); any other status shows the outcome and what happens next.
 */
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FinalStepUnavailable, FinalStepView } from '@/components/final-step/final-step-view';
import { isErrorStatus } from '@/components/final-step/outcome';
import { TransactionReporter } from '@/components/widget/transaction-reporter';
import { getTransactionInfo } from '@/lib/api/transactions';
import { firstString } from '@/lib/http/query';
import { loadOrEmpty, requestQuery, serverApi } from '@/lib/http/server';
import { ERROR_PATH, NOT_FOUND_PATH } from '@/lib/routes';
import { decodeTransactionToken } from '@/lib/transactions/token';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('finalStep') };
}

export default async function FinalStepPage() {
  const query = await requestQuery();
  const id = firstString(query.id)?.trim();
  if (!id) redirect(NOT_FOUND_PATH);

  const fromToken = decodeTransactionToken(firstString(query.transaction));
  const http = await serverApi();
  const info = await loadOrEmpty('transaction info', () => getTransactionInfo(http, id), null);
  const transaction = info?.transaction ?? (fromToken?.id === id ? fromToken : null);

  if (!transaction) return <FinalStepUnavailable id={id} />;
  if (isErrorStatus(transaction.status)) redirect(ERROR_PATH);
  return (
    <>
      <FinalStepView transaction={transaction} payment={info?.payment ?? null} />
      {/* Tells a partner hosting the widget how the order ended (issue #5 host events). */}
      <TransactionReporter transaction={transaction} final />
    </>
  );
}
