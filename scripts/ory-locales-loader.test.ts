import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as Turbopack loads it
const loader = require('./ory-locales-loader.js') as (
  this: { getOptions(): { locales: string[] } },
  s: string,
) => string;

const run = (source: string, locales = ['en', 'pt']) => loader.call({ getOptions: () => ({ locales }) }, source);
const ORY = readFileSync(join(process.cwd(), 'node_modules/@ory/elements-react/dist/index.mjs'), 'utf8');

describe('ory-locales-loader (only en and pt of Ory Elements are bundled)', () => {
  it("keeps only the app's locales in OryLocales and drops the other locale objects", () => {
    const out = run(ORY);
    const table = /var OryLocales = Object\.freeze\(\{\n([\s\S]*?)\n\}\);/.exec(out)![1]!;
    expect(table.split('\n').map((line) => line.trim())).toEqual(['en: en_default,', 'pt: pt_default,']);
    expect(out).toContain('var en_default = {');
    expect(out).toContain('var pt_default = {');
    expect(out).not.toContain('var de_default = {');
    expect(out.length).toBeLessThan(ORY.length / 10);
  });

  it('fails the build when Ory changes the shape it knows, or lacks a locale the app offers', () => {
    expect(() => run('export const x = 1;')).toThrow(/OryLocales table not found/);
    expect(() => run(ORY, ['en', 'xx'])).toThrow(/lacks one of the locales/);
  });
});
