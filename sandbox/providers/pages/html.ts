/** HTML helpers of the sandbox's provider pages: escaping and a small standalone page. */
import { HttpResponse } from 'msw';

/** Escapes text for HTML. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A small standalone HTML page. */
export function htmlPage(title: string, bodyHtml: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#222}
h1{color:#18CF71}button,input{font:inherit;padding:.5rem .8rem;margin:.25rem 0}button{cursor:pointer}
.card{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}</style></head>
<body>${bodyHtml}</body></html>`;
  return new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
