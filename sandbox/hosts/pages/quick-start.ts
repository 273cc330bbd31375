/**
 * GET /quick-start on a partner host: a page whose body is the three lines of docs/partner-guide.md "Three lines",
 * read from the guide (between its `sdk:quick-start` markers) on each request, so the guide's example is what runs.
 * The lines load the SDK from http://localhost:3000, the app `npm run demo` and the tests run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, type HostPage } from './types';

/** The partner guide. */
export const GUIDE_FILE = path.join(__dirname, '..', '..', '..', 'docs', 'partner-guide.md');

/**
 * The HTML of the guide's three-line example.
 * @param guide the guide's text.
 * @returns the lines inside the ```html fence between the `sdk:quick-start` markers.
 * @throws Error when the guide has no such block.
 */
export function quickStartSnippet(guide: string): string {
  const block =
    /<!-- sdk:quick-start:start -->[\s\S]*?```html\n([\s\S]*?)\n```[\s\S]*?<!-- sdk:quick-start:end -->/.exec(guide);
  if (!block) throw new Error('docs/partner-guide.md has no sdk:quick-start html block');
  return block[1]!;
}

export const quickStartPage: HostPage = {
  path: 'quick-start',
  title: "The partner guide's three-line example, as it is",
  render: ({ host }) => {
    const name = host ? `${host.name} wallet` : 'A site the app does not allow';
    const snippet = quickStartSnippet(readFileSync(GUIDE_FILE, 'utf8'));
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(name)} · quick start</title></head><body>
<h1>${escapeHtml(name)}: the guide's three lines</h1>
${snippet}
</body></html>`;
  },
};
