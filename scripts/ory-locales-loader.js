/**
 * Turbopack/webpack loader for @ory/elements-react's dist/index.mjs: keeps only the locales the app offers
 * (options.locales, from lib/i18n/locale.ts SUPPORTED_LOCALES: en, pt) in Ory's `OryLocales` table and drops the ~80
 * other locale objects the package inlines into the same file, which every sign-in screen would download otherwise
 * (their size: docs/performance.md). Ory only reads `OryLocales[locale]` for the locale the app passes to
 * <OryProvider config.intl.locale>, which is always a supported one, so nothing else changes.
 *
 * Fails the build (throws) when the file no longer has the shape this loader knows (an Ory upgrade): better a
 * clear error than silently shipping every locale again.
 *
 * @param {string} source the module's source text
 * @returns {string} the same module with only options.locales in OryLocales
 */
module.exports = function oryLocalesLoader(source) {
  const { locales } = this.getOptions();
  const keep = new Set(locales);
  const table = /var OryLocales = Object\.freeze\(\{\n([\s\S]*?)\n\}\);/;
  const match = table.exec(source);
  if (!match) throw new Error('ory-locales-loader: OryLocales table not found in @ory/elements-react');
  const entries = match[1].split('\n').filter((line) => keep.has(line.trim().split(':')[0]));
  if (entries.length !== keep.size) {
    throw new Error(`ory-locales-loader: @ory/elements-react lacks one of the locales ${[...keep].join(', ')}`);
  }
  const trimmed = source.replace(table, `var OryLocales = Object.freeze({\n${entries.join('\n')}\n});`);
  // The locale objects themselves: `// src/locales/xx.json\nvar xx_default = {\n…\n};` blocks.
  return trimmed.replace(/\/\/ src\/locales\/([\w-]+)\.json\nvar [\w$]+ = \{\n[\s\S]*?\n\};\n/g, (block, locale) =>
    keep.has(locale) ? block : '',
  );
};
