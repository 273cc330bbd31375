/** Sandbox control: the mailbox of the Kratos courier (GET/DELETE /__sandbox/mail, POST /__sandbox/courier). */
import { http, type HttpHandler } from 'msw';
import type { MailMessage } from '../store';
import { MAX_KEPT, json, type ControlContext } from './context';
import { extractCode } from './mail-code';

/** The handlers of this part, in matching order. */
export function mailHandlers(ctx: ControlContext): HttpHandler[] {
  const { store, log, at } = ctx;

  return [
    /** GET /__sandbox/mail?to=EMAIL → [{to, template_type, code, subject, body, created_at}], newest first. */
    http.get(at('/__sandbox/mail'), ({ request }) => {
      const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase();
      return json(to ? store.mail.filter((m) => m.to.toLowerCase() === to) : store.mail);
    }),
    /** DELETE /__sandbox/mail → clears the mail box. */
    http.delete(at('/__sandbox/mail'), () => {
      store.mail = [];
      return json({ status: 'ok' });
    }),
    /** POST /__sandbox/courier ← Kratos courier (the whole template context, see identity/courier-body.jsonnet). */
    http.post(at('/__sandbox/courier'), async ({ request }) => {
      let ctx: Record<string, unknown>;
      try {
        ctx = (await request.json()) as Record<string, unknown>;
      } catch {
        return json({ error: 'invalid_body' }, 400);
      }
      const body = typeof ctx.body === 'string' ? ctx.body : '';
      const message: MailMessage = {
        to: String(ctx.recipient ?? ''),
        template_type: String(ctx.template_type ?? ''),
        code: extractCode(ctx.template_data, body),
        subject: typeof ctx.subject === 'string' ? ctx.subject : null,
        body,
        created_at: new Date().toISOString(),
      };
      store.mail.unshift(message);
      store.mail.length = Math.min(store.mail.length, MAX_KEPT);
      log(`mail to ${message.to} (${message.template_type}) code=${message.code ?? '-'}`);
      return json({ status: 'ok' });
    }),
  ];
}
