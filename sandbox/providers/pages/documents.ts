/** The "external" legal documents the app's public pages show, and the faults that can replace them. */
import { HttpResponse } from 'msw';
import { json } from '../../api/control/context';
import type { SandboxStore } from '../../api/store';

export const TERMS_HTML = `
<h1>Terms and Conditions</h1>
<p>These sandbox terms stand in for the payment provider's external terms page. They are not legal text.</p>
<h2>1. The service</h2>
<p>The service lets you buy a stablecoin with fiat currency (on-ramp) and sell it for fiat currency (off-ramp).</p>
<h2>2. Your account</h2>
<p>You keep your credentials secret and you are responsible for the orders placed with your account.</p>
<h2>3. Orders and fees</h2>
<p>Every order shows its rate and fee before you confirm it. An open order must be finished before a new one starts.</p>
<h2>4. Identity verification</h2>
<p>Some orders require identity verification (KYC) before they can be processed.</p>
<h2>5. Contact</h2>
<p>Questions about these terms go to support@example.com.</p>`;

export const PRIVACY_HTML = `
<h1>Privacy and Cookies Policy</h1>
<p>This sandbox policy stands in for the payment provider's external privacy page. It is not legal text.</p>
<h2>1. Data we collect</h2>
<p>Your e-mail address, billing details, identity verification results and transaction history.</p>
<h2>2. Why we collect it</h2>
<p>To process your orders, to meet anti-money-laundering rules and to keep your account secure.</p>
<h2>3. Cookies</h2>
<p>We keep your session, language, theme and order form in cookies so the widget remembers them.</p>
<h2>4. Your rights</h2>
<p>You may ask for a copy of your data or for its deletion by writing to privacy@example.com.</p>`;

/**
 * Faults on the "external" terms and privacy pages (the documents the app's /terms-and-conditions and
 * /privacy-and-cookies-policy show): POST /__sandbox/faults with the page's own path, e.g.
 * `{method: 'GET', path: '/__sandbox/pages/terms', status: 500}`, makes the next `times` requests of that page
 * answer with the fault instead. As for API faults: 204/304 → no body; an object body → JSON; no body →
 * `{error:'sandbox_fault'}`. Unlike API faults, a string body is served as text/html (these are pages), so a
 * test can also hand the app a document of its choosing (e.g. hostile markup for the sanitiser).
 * @returns the fault's response, or null when no fault is armed for this request.
 */
export function documentFault(store: SandboxStore, request: Request): Response | null {
  const fault = store.takeFault(request.method, new URL(request.url).pathname);
  if (fault?.status === undefined) return null; // none, or a latency-only fault (API calls only)
  const { status } = fault;
  if (status === 204 || status === 304) return new HttpResponse(null, { status });
  if (typeof fault.body === 'string') {
    return new HttpResponse(fault.body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  return json(fault.body ?? { error: 'sandbox_fault', message: `Injected fault: ${status}` }, status);
}

/**
 * Builds the control, Sentry-ingest and page handlers. The product API handlers are separate (./handlers.ts).
 */
