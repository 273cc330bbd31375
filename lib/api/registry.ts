/**
 * Every declared product API call of lib/api/ with its spec §8 policy (lib/http/policy.ts), read from the modules'
 * exports: the list docs/error-policy.md shows (scripts/error-policy-table.ts writes it) and registry.test.ts pins.
 * Not imported by the app: the screens import the calls from their own modules.
 */
import type { AnyApiCall, CallSpec, ErrorPolicy } from '@/lib/http/policy';
import * as billing from './billing';
import { CALL_DOCS } from './call-uses';
import * as interactive from './interactive';
import * as kyc from './kyc';
import * as order from './order';
import * as ramp from './ramp';
import * as rates from './rates';
import * as refund from './refund';
import * as sessions from './sessions';
import * as transactions from './transactions';
import * as user from './user';
import * as userRouteData from './user-route-data';
import * as wallets from './wallets';

/** Every policy, in the order of spec §8 (lib/http/policy.ts). */
export const ERROR_POLICIES: readonly ErrorPolicy[] = [
  'global-rule',
  'screen-handles',
  'empty-on-failure',
  'ramp-fallback',
];

/** True for a value made by lib/http/policy `defineCall` (kept here: the browser never asks). */
export function isApiCall(value: unknown): value is AnyApiCall {
  return typeof value === 'function' && ERROR_POLICIES.includes((value as Partial<CallSpec>).policy as ErrorPolicy);
}

/** The modules of lib/api/ that declare calls, by file name. */
export const CALL_MODULES: Readonly<Record<string, Record<string, unknown>>> = {
  billing,
  interactive,
  kyc,
  order,
  ramp,
  rates,
  refund,
  sessions,
  transactions,
  user,
  'user-route-data': userRouteData,
  wallets,
};

/** One declared call: where it is exported and what its declaration says. */
export interface DeclaredCall extends CallSpec {
  /** The request, as spec §7 writes it: 'GET /user/profile' (./call-uses; '' when it has none). */
  request: string;
  /** Who makes the call and what a failure leaves on the screen (./call-uses; '' when it has none). */
  use: string;
  /** lib/api/<module>.ts */
  module: string;
  /** The export's name, e.g. getProfileHandledByScreen. */
  name: string;
}

/** Every declared call, by module and then by export name. */
export function declaredCalls(): DeclaredCall[] {
  return Object.entries(CALL_MODULES)
    .flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter((entry): entry is [string, CallSpec] => isApiCall(entry[1]))
        .map(([name, call]) => ({
          module,
          name,
          policy: call.policy,
          request: CALL_DOCS[`${module}.${name}`]?.request ?? '',
          use: CALL_DOCS[`${module}.${name}`]?.use ?? '',
        })),
    )
    .sort((a, b) => a.module.localeCompare(b.module) || a.name.localeCompare(b.name));
}

/** The markers docs/error-policy.md holds the table between. */
export const TABLE_START = '<!-- error-policy-table:start (scripts/error-policy-table.ts writes this table) -->';
export const TABLE_END = '<!-- error-policy-table:end -->';

/** A table cell: pipes escaped. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The Markdown table of {@link declaredCalls}, one row per call (no padding: prettier aligns it). */
export function policyTable(calls: readonly DeclaredCall[] = declaredCalls()): string {
  const rows = calls.map(
    (c) => `| ${cell(c.request)} | \`${c.policy}\` | \`${c.module}.${c.name}\` | ${cell(c.use)} |`,
  );
  return [
    '| request | policy | declared as (lib/api/) | where; what a failure leaves |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/**
 * `doc` with the text between the markers replaced by `table`.
 * @throws Error when the doc lacks the markers.
 */
export function withTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/error-policy.md lacks the markers ${TABLE_START} … ${TABLE_END}`);
  }
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}
