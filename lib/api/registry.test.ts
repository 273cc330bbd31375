/**
 * The spec §8 policy of every product API call (lib/http/policy.ts), pinned: a call declared without a policy, a new
 * call, a call gone or a changed policy fails here, and so does docs/error-policy.md when its generated table is not
 * the registry's (run `npx tsx scripts/error-policy-table.ts` to write it).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CALL_DOCS } from './call-uses';
import { CALL_MODULES, isApiCall, TABLE_END, TABLE_START, declaredCalls, policyTable, withTable } from './registry';

/** module.export → [request, policy]. */
const EXPECTED: ReadonlyArray<readonly [string, string, string]> = [
  ['billing.getBillingFields', 'GET /user/billing/fields', 'global-rule'],
  ['billing.getBillingFieldsHandledByScreen', 'GET /user/billing/fields', 'screen-handles'],
  ['billing.getBillingFieldsOrEmpty', 'GET /user/billing/fields', 'empty-on-failure'],
  ['billing.putBillingFields', 'PUT /user/billing/fields', 'global-rule'],
  ['billing.putBillingFieldsHandledByScreen', 'PUT /user/billing/fields', 'screen-handles'],
  ['interactive.confirmInteractive', 'POST /user/transactions/{id}/confirm', 'screen-handles'],
  ['interactive.requestUrlCallback', 'POST /user/transactions/{id}/callback', 'screen-handles'],
  ['kyc.getKycToken', 'GET /kyc/token', 'global-rule'],
  ['kyc.putKycStatus', 'PUT /kyc/status', 'global-rule'],
  ['order.createOrder', 'POST /on-ramp, /off-ramp', 'global-rule'],
  ['order.getOrderFlow', 'GET /order-flow', 'global-rule'],
  ['ramp.followRampUrl', 'GET {ramp order url}', 'global-rule'],
  ['ramp.getOrderRamp', 'GET /order-ramp', 'ramp-fallback'],
  ['rates.getQuote', 'GET /rates (quote)', 'global-rule'],
  ['rates.getQuoteOrEmpty', 'GET /rates (quote)', 'empty-on-failure'],
  ['rates.getRates', 'GET /rates', 'global-rule'],
  ['refund.refundTransaction', 'PUT /user/transactions/{id}/refund', 'screen-handles'],
  ['sessions.getUserSessions', 'GET /user/sessions', 'empty-on-failure'],
  ['transactions.getOwnTransaction', 'GET /user/transactions/{id}', 'global-rule'],
  ['transactions.getOwnTransactionHandledByScreen', 'GET /user/transactions/{id}', 'screen-handles'],
  ['transactions.getTransactionInfo', 'GET /transaction-info/{id}', 'global-rule'],
  ['transactions.getTransactionInfoOrEmpty', 'GET /transaction-info/{id}', 'empty-on-failure'],
  ['user.getProfile', 'GET /user/profile', 'global-rule'],
  ['user.getProfileHandledByScreen', 'GET /user/profile', 'screen-handles'],
  ['user.getTransactionCount', 'GET /user/transactions/count', 'global-rule'],
  ['user.getTransactions', 'GET /user/transactions', 'global-rule'],
  ['user.getTransactionsHandledByScreen', 'GET /user/transactions', 'screen-handles'],
  ['user.getUserConfig', 'GET /user/config', 'global-rule'],
  ['user.getUserConfigHandledByScreen', 'GET /user/config', 'screen-handles'],
  ['user.postUserConfig', 'POST /user/config', 'global-rule'],
  ['user.postUserConfigHandledByScreen', 'POST /user/config', 'screen-handles'],
  ['user-route-data.getProfileOrEmpty', 'GET /user/profile', 'empty-on-failure'],
  ['user-route-data.getUserConfigOrEmpty', 'GET /user/config', 'empty-on-failure'],
  ['wallets.createDemoWallet', 'GET /demo/create', 'global-rule'],
  ['wallets.getPartnerWallet', 'GET /wallet', 'empty-on-failure'],
  ['wallets.getUserWallets', 'GET /user/wallets', 'global-rule'],
  ['wallets.getUserWalletsOrEmpty', 'GET /user/wallets', 'empty-on-failure'],
];

/** Exported functions of the call modules that make no request (helpers over answers). */
const HELPERS = ['billing.parseFieldErrors', 'ramp.rampFallbackHome', 'ramp.rampFallbackOrder', 'ramp.rampOrderQuery'];

const apiDir = join(process.cwd(), 'lib/api');

/** Calls whose path the code does not write out: the order's direction picks it, or the API's answer gives it. */
const DYNAMIC_PATHS = ['order.createOrder', 'ramp.followRampUrl'];

describe('the error policy of every product API call (spec §8)', () => {
  it('is the table above, call by call', () => {
    expect(declaredCalls().map((c) => [`${c.module}.${c.name}`, c.request, c.policy])).toEqual(EXPECTED);
  });

  it('every call says where it is made (lib/api/call-uses.ts), and no word there is left from a call that went', () => {
    for (const call of declaredCalls()) expect(call.use.trim()).not.toBe('');
    const declared = declaredCalls().map((c) => `${c.module}.${c.name}`);
    expect(Object.keys(CALL_DOCS).filter((key) => !declared.includes(key))).toEqual([]);
  });

  it("each request written in lib/api/call-uses.ts is the one its declaration's code makes", () => {
    const wrong = declaredCalls().flatMap((call) => {
      const text = readFileSync(join(apiDir, `${call.module}.ts`), 'utf8');
      const start = text.indexOf(`export const ${call.name} =`);
      const end = text.indexOf('\nexport ', start + 1);
      const code = text.slice(start, end < 0 ? undefined : end);
      if (/defineCall\(\s*'[\w-]+',\s*\w+\s*\)/.test(code) || DYNAMIC_PATHS.includes(`${call.module}.${call.name}`))
        return [];
      const [method, path] = call.request.split(' ') as [string, string];
      const pieces = path
        .split(/\{[^}]+\}/)
        .map((p) => p.replace(/^\//, ''))
        .filter(Boolean);
      const made = code.includes(`.${method.toLowerCase()}(`) && pieces.every((piece) => code.includes(piece));
      return made ? [] : [`${call.module}.${call.name}: ${call.request}`];
    });
    expect(wrong).toEqual([]);
  });

  it('every exported function of a call module is a declared call, an error class or a helper', () => {
    const undeclared = Object.entries(CALL_MODULES).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([name, value]) => typeof value === 'function' && !isApiCall(value) && !/Error$/.test(name))
        .map(([name]) => `${module}.${name}`),
    );
    expect(undeclared).toEqual(HELPERS);
  });

  it('every module of lib/api/ that makes a request is in the registry', () => {
    const requesting = readdirSync(apiDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /\bhttp\s*\.\s*(get|post|put|patch|delete)\(/.test(readFileSync(join(apiDir, file), 'utf8')))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(requesting.filter((module) => !(module in CALL_MODULES))).toEqual([]);
  });
});

describe('docs/error-policy.md', () => {
  const doc = readFileSync(join(process.cwd(), 'docs/error-policy.md'), 'utf8');

  it("shows the registry's table between its markers (npx tsx scripts/error-policy-table.ts writes it)", () => {
    expect(doc).toContain(TABLE_START);
    expect(doc).toContain(TABLE_END);
    expect(normalised(doc)).toBe(normalised(withTable(doc, policyTable())));
  });
});

/** The table as prettier may lay it out: cells trimmed, the separator row reduced to its dashes. */
function normalised(doc: string): string {
  return doc
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split(/(?<!\\)\|/)
            .map((part) => (/^\s*-+\s*$/.test(part) ? '-' : part.trim()))
            .join('|')
        : line,
    )
    .join('\n');
}
