/**
 * The screen of /final-step once its id is known (spec §2, §3, §4, §8): it loads the transaction and shows the
 * outcome. Rendered inside the page's Suspense boundary, behind the full-screen spinner (spec §2).
 * - The transaction token (spec §3: three parts, the middle one decoded to payload.transaction) is verified (its
 *   signature, expiry and id: lib/transactions/token-verify.ts); it stands in for the API's answer only when that
 *   answer cannot be used; without a valid token and without a session, the person is asked to sign in.
 * - GET /transaction-info/{id} on the server: a 404 → /404 and other failed answers → the global rule (spec §8);
 *   a failed load (transport error, invalid answer) gives empty data (spec §8), so the token's transaction or a
 *   "could not load" screen is shown.
 * - Status error → /error (spec §4); any other status shows the outcome and what happens next.
 */
import { redirect } from 'next/navigation';
import { FinalStepSignIn, FinalStepUnavailable, FinalStepView } from '@/components/final-step/final-step-view';
import { TransactionReporter } from '@/components/widget/transaction-reporter';
import { getTransactionInfo } from '@/lib/api/transactions';
import { requestSession } from '@/lib/auth/request-session';
import { routeDataOrEmpty, serverCaller } from '@/lib/http/server';
import { ERROR_PATH } from '@/lib/routes';
import { isErrorStatus } from '@/lib/transactions/final-step-outcome';
import { verifyTransactionToken } from '@/lib/transactions/token-verify';
import { widgetSessionOfRequest } from '@/lib/widget/request-session';

/**
 * @param id the transaction id of the query (non-empty, trimmed)
 * @param token the `transaction` query parameter as received (unverified), if any
 * @throws NEXT_REDIRECT to /error for a transaction in status error, or through the error rule (spec §8)
 */
export async function FinalStepScreen({ id, token }: { id: string; token: string | undefined }) {
  // A token counts only once its signature, expiry and id are verified; without a valid token the
  // API answers the owner's session only, and a visitor with neither is asked to sign in.
  const fromToken = await verifyTransactionToken(token, id);
  if (!fromToken) {
    const session = await requestSession();
    if (!session) return <FinalStepSignIn id={id} />;
  }
  const call = await serverCaller();
  const info = await routeDataOrEmpty(
    'transaction info',
    () => call(getTransactionInfo, id, fromToken ? token : undefined),
    null,
  );
  const transaction = info?.transaction ?? fromToken;

  if (!transaction) return <FinalStepUnavailable id={id} />;
  if (isErrorStatus(transaction.status)) redirect(ERROR_PATH);
  const widgetSession = await widgetSessionOfRequest();
  return (
    <>
      <FinalStepView transaction={transaction} payment={info?.payment ?? null} />
      {/* Tells a partner hosting the widget how the order ended (host events). */}
      <TransactionReporter transaction={transaction} final session={widgetSession} />
    </>
  );
}
