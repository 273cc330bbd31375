/**
 * The request and the use of each declared call of lib/api/, by `module.export`: the request as spec §7 writes it,
 * and where the call is made and what a failure leaves on the screen (docs/error-policy.md's columns). Kept apart
 * from the declarations, which the browser loads with their policy alone: these words are read only by
 * lib/api/registry.ts (its test and scripts/error-policy-table.ts). The registry's test checks each request against
 * its declaration's code.
 */
export const CALL_DOCS: Readonly<Record<string, { request: string; use: string }>> = {
  'billing.getBillingFields': { request: 'GET /user/billing/fields', use: "the order review's account check" },
  'billing.getBillingFieldsHandledByScreen': {
    request: 'GET /user/billing/fields',
    use: '/billing-details (an empty form with a "could not load" notice)',
  },
  'billing.getBillingFieldsOrEmpty': { request: 'GET /user/billing/fields', use: "the order form's journey steps" },
  'billing.putBillingFields': {
    request: 'PUT /user/billing/fields',
    use: '/billing-details (a 400: the field errors)',
  },
  'billing.putBillingFieldsHandledByScreen': {
    request: 'PUT /user/billing/fields',
    use: '/billing-details after a failed load ("could not save", the form kept)',
  },
  'interactive.confirmInteractive': {
    request: 'POST /user/transactions/{id}/confirm',
    use: "the interactive flow's confirmation (told on the screen, which stays)",
  },
  'interactive.requestUrlCallback': {
    request: 'POST /user/transactions/{id}/callback',
    use: "the interactive flow's SEP-24 callbacks (retried, reported; left for a later event)",
  },
  'kyc.getKycToken': { request: 'GET /kyc/token', use: '/kyc (a failed load: the token with a retry)' },
  'kyc.putKycStatus': { request: 'PUT /kyc/status', use: "/kyc, after the provider's page reported an outcome" },
  'order.createOrder': {
    request: 'POST /on-ramp, /off-ramp',
    use: "the order review's confirmation (a 409, which spec §8 leaves to the screen: the open order or the gate)",
  },
  'order.getOrderFlow': { request: 'GET /order-flow', use: '/order (a failed load: the form starts unsigned)' },
  'rates.getQuote': { request: 'GET /rates (quote)', use: "the order form's quote" },
  'rates.getQuoteOrEmpty': { request: 'GET /rates (quote)', use: "the interactive flow's confirm step (no estimate)" },
  'rates.getRates': {
    request: 'GET /rates',
    use: '/order, /order-form ("Prices could not be loaded" on a failed load); /decision-flow',
  },
  'ramp.followRampUrl': { request: 'GET {ramp order url}', use: "/ramp's follows of the ramp-order redirect" },
  'ramp.getOrderRamp': {
    request: 'GET /order-ramp',
    use: '/ramp (the fallback order data, an empty mode and a home url)',
  },
  'transactions.getOwnTransaction': {
    request: 'GET /user/transactions/{id}',
    use: '/transaction, /payment, /interactive-flow (a failed load: the screen says the data is missing)',
  },
  'transactions.getOwnTransactionHandledByScreen': {
    request: 'GET /user/transactions/{id}',
    use: "the interactive flow's status poll (the last known status stays, with a note)",
  },
  'transactions.getTransactionInfo': {
    request: 'GET /transaction-info/{id}',
    use: '/final-step (a failed load: the signed token\'s transaction, else "could not load" with a retry)',
  },
  'transactions.getTransactionInfoOrEmpty': {
    request: 'GET /transaction-info/{id}',
    use: "/transaction, /interactive-flow, /payment; the browser's payment details (shown without payment details)",
  },
  'refund.refundTransaction': {
    request: 'PUT /user/transactions/{id}/refund',
    use: '/transaction\'s refund (a 409 refreshes the page; else "could not be requested")',
  },
  'user.getProfile': {
    request: 'GET /user/profile',
    use: "/kyc (a failed load: not verified); the order review's and the billing save's account check",
  },
  'user.getProfileHandledByScreen': {
    request: 'GET /user/profile',
    use: 'every signed-in screen (session queries: kept, tried again after 30 s); /profile ("We could not load your profile")',
  },
  'user-route-data.getProfileOrEmpty': {
    request: 'GET /user/profile',
    use: "the steps of an order's journey (the order form, /billing-details: the step count)",
  },
  'user.getTransactionCount': {
    request: 'GET /user/transactions/count',
    use: '/transactions (a failed load: reloaded in the browser with a retry)',
  },
  'user.getTransactions': {
    request: 'GET /user/transactions',
    use: "/transactions (a failed load: reloaded in the browser with a retry); /interactive-flow's pending offer",
  },
  'user.getTransactionsHandledByScreen': {
    request: 'GET /user/transactions',
    use: 'every signed-in screen: the first pending transaction (session queries)',
  },
  'user.getUserConfig': {
    request: 'GET /user/config',
    use: "/interactive-flow's pending-action offer (a failed load: the screen says so)",
  },
  'user.getUserConfigHandledByScreen': {
    request: 'GET /user/config',
    use: 'every signed-in screen (session queries: kept, tried again after 30 s)',
  },
  'user-route-data.getUserConfigOrEmpty': { request: 'GET /user/config', use: "/profile's language menu" },
  'sessions.getUserSessions': { request: 'GET /user/sessions', use: '/security/history (no extra rows)' },
  'user.postUserConfig': { request: 'POST /user/config', use: 'the language menu of every screen' },
  'user.postUserConfigHandledByScreen': {
    request: 'POST /user/config',
    use: "/profile's language (told on the screen); a new account's language (reported, the registration goes on)",
  },
  'wallets.createDemoWallet': { request: 'GET /demo/create', use: "the demo widget's demo wallet" },
  'wallets.getPartnerWallet': {
    request: 'GET /wallet',
    use: "/order, /order-form (every blockchain offered); /ramp's fallback (the provider home url); /widget's branding (a warning, not reported)",
  },
  'wallets.getUserWallets': { request: 'GET /user/wallets', use: "the order form's wallet step" },
  'wallets.getUserWalletsOrEmpty': {
    request: 'GET /user/wallets',
    use: "/transactions' wallet filter, /profile (no wallet options)",
  },
};
