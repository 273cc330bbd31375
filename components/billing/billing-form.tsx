/**
 * The billing details form of /billing-details (spec §2, §7 GET /user/billing/fields): a Server Component that puts
 * what the product already knows about the person into the fields they have not filled (lib/billing/fields.ts
 * `prefillBillingValues`) — the country from the countryResidence cookie (spec §3), the e-mail from the signed-in
 * session when the back end asks for one — then renders the form island (./billing-form-island.tsx). Read on the
 * server, so the first paint already shows them; another person's cookies never reach this render (middleware drops
 * them, lib/middleware/cookie-plan.ts).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { requestSession } from '@/lib/auth/request-session';
import { prefillBillingValues } from '@/lib/billing/fields';
import { COOKIE } from '@/lib/cookies';
import { identityEmail } from '@/lib/cookies/personal';
import { BillingFormIsland, type BillingFormIslandProps } from './billing-form-island';

export type BillingFormProps = BillingFormIslandProps;

/** The billing details form, with what the product already knows filled in. */
export async function BillingForm({ fields, values, ...rest }: BillingFormProps) {
  const [jar, session] = await Promise.all([cookies(), requestSession()]);
  const prefilled = prefillBillingValues(fields, values, {
    countryResidence: jar.get(COOKIE.countryResidence)?.value,
    email: identityEmail(session),
  });
  return <BillingFormIsland fields={fields} values={prefilled} {...rest} />;
}
