/** The sandbox card form's checks and its page frame. */
import { HttpResponse } from 'msw';

/**
 * Checks the sandbox card form (also run in the page, from its source): a name, a card number that passes the
 * Luhn check (13–19 digits), an expiry MM/YY not in the past, a 3–4 digit CVC.
 * @returns the problem in English, or '' when the data is acceptable.
 */
export function checkCard(holder: string, number: string, expiry: string, cvc: string, now: Date): string {
  if (!holder.trim()) return 'Enter the name on the card.';
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return 'Enter a card number.';
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  if (sum % 10 !== 0) return 'This card number is not valid.';
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return 'Enter the expiry as MM/YY.';
  const endOfMonth = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
  if (endOfMonth.getTime() <= now.getTime()) return 'This card has expired.';
  if (!/^\d{3,4}$/.test(cvc.trim())) return 'Enter the 3 or 4 digit CVC.';
  return '';
}
export const checkCardSource = checkCard.toString();

/** The card form page: compact, to sit in the app's frame. */
export function cardPage(bodyHtml: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox card payment</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:12px;color:#1c232b;background:#fff}
form{display:flex;flex-direction:column;gap:10px}label{display:flex;flex-direction:column;gap:4px;font-size:14px;color:#5b6673}
*{box-sizing:border-box}input{font:inherit;font-size:16px;padding:10px 12px;border:1px solid #d5d9df;border-radius:12px;color:#1c232b;width:100%;min-width:0}
.row{display:flex;gap:10px}.row label{flex:1;min-width:0}.amount{font-size:22px;font-weight:700;margin:0}
button{font:inherit;font-weight:600;padding:12px;border:0;border-radius:12px;background:#18CF71;color:#0b2a1b;cursor:pointer}
#error{color:#E42626;margin:0;min-height:1em;font-size:14px}.hint{font-size:12px;color:#5b6673;margin:0}</style></head>
<body>${bodyHtml}</body></html>`;
  return new HttpResponse(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
