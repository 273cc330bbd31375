/**
 * @jest-environment node
 *
 * The public document pages (spec §2): metadata (title, description, canonical) and the page body,
 * for a loaded document and for the fallback link.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { loadLegalDocument, type LegalLoadResult } from '@/lib/legal/load';
import en from '@/messages/en.json';
import { LegalDocument, legalDocumentMetadata } from './legal-document';

jest.mock('server-only', () => ({}));
let requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
jest.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (namespace: string) => (key: string, values?: Record<string, string>) => {
    const text = (en as unknown as Record<string, Record<string, string>>)[namespace]?.[key] ?? `${namespace}.${key}`;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
  },
}));
jest.mock('@/lib/legal/load', () => ({
  ...jest.requireActual<object>('@/lib/legal/load'),
  loadLegalDocument: jest.fn(),
}));

const load = jest.mocked(loadLegalDocument);
const SOURCE = 'http://127.0.0.1:4010/__sandbox/pages/terms';
const render = async (kind: 'terms' | 'privacy') => renderToStaticMarkup(await LegalDocument({ kind }));

beforeEach(() => {
  requestHeaders = new Headers();
});

describe('legalDocumentMetadata', () => {
  it('gives the translated title and description and the canonical URL on the app origin', async () => {
    await expect(legalDocumentMetadata('terms')).resolves.toEqual({
      title: 'Terms and conditions',
      description: en.legal.termsDescription,
      alternates: { canonical: 'http://localhost:3000/terms-and-conditions' },
    });
    await expect(legalDocumentMetadata('privacy')).resolves.toMatchObject({
      title: 'Privacy and cookies policy',
      alternates: { canonical: 'http://localhost:3000/privacy-and-cookies-policy' },
    });
  });

  it('does not wait for the document (so it is ready for the <head>)', async () => {
    await legalDocumentMetadata('terms');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('LegalDocument', () => {
  it('renders the sanitised document under our own title, with a link to the source', async () => {
    const result: LegalLoadResult = {
      ok: true,
      kind: 'terms',
      sourceUrl: SOURCE,
      html: '<h2>Terms</h2><p>Body text</p>',
      lang: 'en',
    };
    load.mockResolvedValue(result);
    const html = await render('terms');
    expect(html).toMatch(/<h1 class="[^"]+">Terms and conditions<\/h1>/);
    expect(html).toMatch(
      /<article data-testid="legal-document" lang="en" class="[^"]+"><h2>Terms<\/h2><p>Body text<\/p><\/article>/,
    );
    expect(html).toContain(`href="${SOURCE}" rel="noopener noreferrer"`);
    expect(html).not.toContain('noindex');
    expect(load).toHaveBeenCalledWith('terms', 'en', false);
  });

  it('shows a plain link to the original and asks search engines not to index the fallback', async () => {
    load.mockResolvedValue({ ok: false, kind: 'privacy', sourceUrl: SOURCE, reason: 'http_status' });
    const html = await render('privacy');
    expect(html).toContain('Privacy and cookies policy');
    expect(html).toContain(en.legal.unavailableTitle);
    expect(html).toMatch(
      new RegExp(
        `<a data-testid="legal-original-link" href="${SOURCE}" rel="noopener noreferrer"[^>]*>Privacy and cookies policy \\(original page\\)</a>`,
      ),
    );
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).not.toContain('legal-document');
  });

  it("serves the cached copy whatever a client's Cache-Control says", async () => {
    requestHeaders = new Headers({ 'cache-control': 'no-cache', pragma: 'no-cache' });
    load.mockResolvedValue({ ok: false, kind: 'terms', sourceUrl: SOURCE, reason: 'transport' });
    await render('terms');
    expect(load).toHaveBeenCalledWith('terms', 'en', false);
  });

  it("asks for a fresh copy with the sandbox run's own switch (the fault tests)", async () => {
    requestHeaders = new Headers({ 'x-sandbox-fresh-copy': '1' });
    load.mockResolvedValue({ ok: false, kind: 'terms', sourceUrl: SOURCE, reason: 'transport' });
    await render('terms');
    expect(load).toHaveBeenCalledWith('terms', 'en', true);
  });
});
