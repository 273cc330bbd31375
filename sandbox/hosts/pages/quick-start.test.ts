/**
 * @jest-environment node
 *
 * /quick-start serves the partner guide's three-line example exactly as the guide prints it, and that example loads
 * the SDK from the app the sandbox serves, pinned to the committed script's hash.
 */
import { readFileSync } from 'node:fs';
import { GUIDE_FILE, quickStartPage, quickStartSnippet } from './quick-start';
import { integrity, SCRIPT_PATH } from '../../../scripts/sdk/build';
import { quickStart } from '../../../scripts/sdk/guide';
import { APP_ORIGIN } from '../../config';

const LOBSTR = { partner: 'lobstr', name: 'LOBSTR', port: 4012, origin: 'http://localhost:4012' } as const;

it("serves the guide's three lines as they are", () => {
  const snippet = quickStartSnippet(readFileSync(GUIDE_FILE, 'utf8'));
  expect(snippet.split('\n')).toHaveLength(3);
  const html = quickStartPage.render({
    host: LOBSTR,
    origin: LOBSTR.origin,
    appOrigin: APP_ORIGIN,
    url: new URL(`${LOBSTR.origin}/quick-start`),
  });
  expect(html).toContain(`\n${snippet}\n`);
});

it('is the generated example: the local app, the current hash', () => {
  const snippet = quickStartSnippet(readFileSync(GUIDE_FILE, 'utf8'));
  expect(quickStart(integrity(readFileSync(SCRIPT_PATH, 'utf8')))).toContain(snippet);
  expect(snippet).toContain(`src="${APP_ORIGIN}/sdk/v1/ramp-widget.js"`);
  expect(snippet).toContain(`appUrl: '${APP_ORIGIN}'`);
});

it('refuses a guide without the block', () => {
  expect(() => quickStartSnippet('# Partner guide')).toThrow('sdk:quick-start');
});
