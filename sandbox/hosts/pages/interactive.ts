/** GET /interactive on a partner host: opens the app's /interactive-flow (issue #4). Placeholder until it lands. */
import { escapeHtml, type HostPage } from './types';

export const interactivePage: HostPage = {
  path: 'interactive',
  title: 'Opens the SEP-24 interactive flow and logs its messages',
  render: ({ host, appOrigin }) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(host?.name ?? 'Foreign site')} wallet</title></head>` +
    `<body><h1>${escapeHtml(host?.name ?? 'Foreign site')}</h1><a href="${escapeHtml(appOrigin)}/interactive-flow">Open</a></body></html>`,
};
