/**
 * What a 409 answer of POST /on-ramp or /off-ramp says (spec §7, §8: a 409 is the screen's to show): the open order,
 * or the account step the API asks for first. Read by lib/api/order.ts createOrder and by the interactive flow's
 * confirmation, which makes the same request through the SEP-24 flow.
 */
import { z } from 'zod/mini';

/**
 * The 409 answers: an order is already open (`{error:'order_already_open', transaction_id}`), or the account is not
 * ready for an order (`{error:'billing_incomplete'}`, `{error:'kyc_required'}`: the API's own gates).
 */
const conflictSchema = z.looseObject({
  error: z.optional(z.string()),
  transaction_id: z.optional(z.string().check(z.minLength(1))),
});

/** What a 409 answer's body says: the account step it names, and the open order's id (null when absent). */
export interface Conflict {
  gate: 'billing' | 'kyc' | null;
  transactionId: string | null;
}

/**
 * Reads a 409 answer's body once, from a copy so the response stays readable (anything that is not the documented
 * shape, or no JSON, reads as no gate and no id).
 */
export async function readConflict(response: Response): Promise<Conflict> {
  const answer = conflictSchema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (!answer.success) return { gate: null, transactionId: null };
  const { error, transaction_id } = answer.data;
  const gate = error === 'billing_incomplete' ? 'billing' : error === 'kyc_required' ? 'kyc' : null;
  return { gate, transactionId: transaction_id ?? null };
}

/**
 * The account step a 409 answer names (the API's account gates, spec §7): `billing` for
 * `{error:'billing_incomplete'}`, `kyc` for `{error:'kyc_required'}`, else null (another conflict, or no JSON).
 * Shared by the order form (lib/api/order.ts createOrder) and the interactive flow's confirmation.
 * @param response the 409 answer (an HTTPError's `response`); its body is read from a copy
 */
export async function accountGateOf(response: Response): Promise<'billing' | 'kyc' | null> {
  return (await readConflict(response)).gate;
}
