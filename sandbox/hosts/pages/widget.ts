/** GET /widget on a partner host: frames the app's /widget (issue #5). Placeholder until that issue lands. */
import { escapeHtml, type HostPage } from './types';

export const widgetPage: HostPage = {
  path: 'widget',
  title: 'Frames the ramp widget',
  render: ({ host, appOrigin }) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(host?.name ?? 'Foreign site')} host</title></head>` +
    `<body><h1>${escapeHtml(host?.name ?? 'Foreign site')}</h1><iframe id="widget" src="${escapeHtml(appOrigin)}/widget" width="420" height="720"></iframe></body></html>`,
};
