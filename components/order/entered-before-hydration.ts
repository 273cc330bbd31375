/**
 * The amount step's answer to a person who filled it in before the page hydrated (a slow network): the names of its
 * fields, and how what the DOM holds becomes the order draft (/order; spec §3 orderFormData). See
 * components/ui/use-typed-before-hydration.ts for why React leaves those values to us.
 */
import type { Blockchain } from '@/lib/domain/blockchains';
import { RAMP_DIRECTIONS, type RampDirection } from '@/lib/domain/directions';
import { readAmountText } from '@/lib/money/amount-text';
import { mergeDraft } from '@/lib/order/draft';
import type { OrderDraft } from '@/lib/order/draft-fields';

/** The `name` of each field of the amount step. */
export const FIELD = {
  mode: 'order-mode',
  amountIn: 'amount_in',
  amountOut: 'amount_out',
  fiat: 'fiat',
  blockchain: 'blockchain',
} as const;

/**
 * The draft with what was entered before hydration applied, as the step's own handlers would have: the currency and
 * the network; the amount typed, in the field it was typed in ("You pay" wins when both were: the screen cannot tell
 * which came last). A new direction is applied too, but then the amount is not: choosing a direction clears the amount
 * (lib/order/draft mergeDraft), and an amount typed beside the other direction's currency must not be read in the new
 * one (12.5 BRL is not 12.5 USDC). The amount is read in the person's language into the decimal string the order
 * keeps ("1.000" in pt → "1000"; lib/money/amount-text); text that is no number is kept as typed, and the form's rules
 * say so.
 * @param entered field name → value (components/ui/use-typed-before-hydration enteredBeforeHydration).
 * @param choices the currencies and networks on offer; another value (a page changed in the browser) is ignored.
 * @param locale the person's language (BCP 47), in which the amount was typed.
 * @returns a new draft; `draft` itself is not changed.
 */
export function adoptEntered(
  draft: OrderDraft,
  entered: ReadonlyMap<string, string>,
  choices: { fiats: readonly string[]; blockchains: readonly Blockchain[] },
  locale = 'en',
): OrderDraft {
  let next = draft;
  const fiat = entered.get(FIELD.fiat);
  if (fiat && choices.fiats.includes(fiat)) next = { ...next, fiat };
  const blockchain = entered.get(FIELD.blockchain) as Blockchain | undefined;
  if (blockchain && choices.blockchains.includes(blockchain)) next = { ...next, blockchain };
  const mode = entered.get(FIELD.mode);
  if (mode !== draft.mode && RAMP_DIRECTIONS.includes(mode as RampDirection)) {
    return mergeDraft(next, { mode: mode as RampDirection });
  }
  const amountIn = entered.get(FIELD.amountIn);
  const amountOut = entered.get(FIELD.amountOut);
  const amount = (text: string) => readAmountText(text, locale) ?? text;
  if (amountIn !== undefined) next = { ...next, side: 'in', amount: amount(amountIn) };
  else if (amountOut !== undefined) next = { ...next, side: 'out', amount: amount(amountOut) };
  return next;
}
