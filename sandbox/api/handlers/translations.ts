/** Sandbox API: remote translation files (GET /locales/{lng}/{ns}.json), spec §7. */
import { http, type HttpHandler } from 'msw';
import { json, error, param } from '../http';
import type { HandlerContext } from './context';

/** The handlers of this area, in matching order. */
export function translationHandlers(ctx: HandlerContext): HttpHandler[] {
  const { api, origin } = ctx;
  return [
    /** GET /locales/{en|pt}/{ns}.json → message tree (remote over bundled); 404 for other languages. */
    ...[api('/locales/:lng/:file'), `${origin}/locales/:lng/:file`].map((path) =>
      http.get(path, ({ params }) => {
        const lng = param(params, 'lng');
        const file = param(params, 'file');
        if (!file.endsWith('.json')) return error(404, 'not_found', 'Not found');
        const ns = file.slice(0, -'.json'.length);
        const remote: Record<string, Record<string, unknown>> = {
          en: { common: { remote: { loaded: 'Remote translations loaded' } } },
          pt: { common: { remote: { loaded: 'Traduções remotas carregadas' } } },
        };
        const lang = remote[lng];
        if (!lang) return error(404, 'not_found', `No translations for ${lng}`);
        return json(lang[ns] ?? {}, 200, { 'Cache-Control': 'no-store' });
      }),
    ),
  ];
}
