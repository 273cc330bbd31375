/**
 * @jest-environment node
 *
 * The rules of .dependency-cruiser.mjs (`npm run check:imports`), run by the dependency-cruiser CLI on small lib/
 * and components/ trees written to a temporary folder: each rule fails on the import it forbids, and a tree whose
 * folders lean one way passes (test files and root modules importing their own folder included).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = process.cwd();
const CLI = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = join(ROOT, '.dependency-cruiser.mjs');
/** Each run starts a dependency-cruiser process (a few seconds on a busy machine). */
const RUN_MS = 30_000;

/** Writes `files` (path → source) under a fresh folder with a tsconfig that maps `@/`, and runs the check there. */
function check(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  try {
    const all = { 'tsconfig.json': '{"compilerOptions":{"baseUrl":".","paths":{"@/*":["./*"]}}}', ...files };
    for (const [path, text] of Object.entries(all)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const roots = ['lib', 'components'].filter((root) =>
      Object.keys(files).some((path) => path.startsWith(`${root}/`)),
    );
    const run = spawnSync(process.execPath, [CLI, ...roots, '--config', CONFIG], { cwd: dir, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it(
  'fails on two folders that import each other, on a root module or base folder that imports out, on lib/domain importing lib',
  () => {
    const { status, output } = check({
      'lib/a/a.ts': "import { b } from '@/lib/b/b';\nexport const a = b;\n",
      'lib/b/b.ts': 'export const b = 1;\n',
      // A type-only import couples two folders too.
      'lib/b/uses-a.ts': "import type { a } from '@/lib/a/a';\nexport type A = typeof a;\n",
      'lib/c/c.ts': 'export const c = 1;\n',
      'lib/root.ts': "import { c } from './c/c';\nexport const root = c;\n",
      'lib/base.ts': "import { x } from './base/x';\nexport const base = x;\n",
      'lib/base/x.ts': "import { c } from '@/lib/c/c';\nexport const x = c;\n",
      'lib/domain/words.ts': "import { c } from '@/lib/c/c';\nexport const WORDS = [c];\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/error lib-folder-cycle: lib\/a → \s*lib\/b →\s*lib\/a/);
    expect(output).toContain('error lib-root-module-imports-other-folder: lib/root.ts → lib/c/c.ts');
    expect(output).toContain('error lib-base-folder-imports-other-folder: lib/base/x.ts → lib/c/c.ts');
    expect(output).toContain('error lib-domain-imports-lib: lib/domain/words.ts → lib/c/c.ts');
    expect(output).not.toContain('lib/base.ts →');
  },
  RUN_MS,
);

it(
  'passes folders that lean one way, whatever their tests import',
  () => {
    const { status, output } = check({
      'lib/domain/words.ts': "export const WORDS = ['on-ramp'] as const;\n",
      'lib/config.ts': "import { value } from './config/value';\nexport const config = value;\n",
      'lib/config/value.ts': 'export const value = 1;\n',
      'lib/a/a.ts':
        "import { config } from '@/lib/config';\nimport { WORDS } from '@/lib/domain/words';\nexport const a = [config, WORDS];\n",
      'lib/b/b.ts': "import { a } from '@/lib/a/a';\nexport const b = a;\n",
      'lib/a/a.test.ts': "import { b } from '@/lib/b/b';\nexport const used = b;\n",
    });
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  },
  RUN_MS,
);

it(
  'fails on two components/ folders that import each other, subfolders included, and on components/ui importing a feature',
  () => {
    const { status, output } = check({
      'components/orders/row.tsx': "import { Badge } from '@/components/status/badge';\nexport const Row = Badge;\n",
      // A type-only import closes the loop too.
      'components/status/badge.tsx': "import type { Row } from '@/components/orders/row';\nexport const Badge = 1;\n",
      'components/status/uses-row.ts': "import type { Row } from '../orders/row';\nexport type R = typeof Row;\n",
      'components/auth/ory/form.tsx': "import { Card } from '../security/card';\nexport const Form = Card;\n",
      'components/auth/security/card.tsx': "import { spin } from '../ory/spin';\nexport const Card = spin;\n",
      'components/auth/ory/spin.ts': 'export const spin = 1;\n',
      'components/theme/use-theme.ts': "export const theme = 'light';\n",
      'components/ui/toast.tsx': "import { theme } from '@/components/theme/use-theme';\nexport const toast = theme;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /error components-folder-cycle: components\/orders → \s*components\/status →\s*components\/orders/,
    );
    expect(output).toMatch(
      /error components-folder-cycle: components\/auth\/ory → \s*components\/auth\/security →\s*components\/auth\/ory/,
    );
    expect(output).toContain(
      'error components-ui-imports-feature: components/ui/toast.tsx → components/theme/use-theme.ts',
    );
  },
  RUN_MS,
);

it(
  'passes components/ folders that lean one way on ui and on a shared folder, whatever their tests import',
  () => {
    const { status, output } = check({
      'components/ui/button.tsx': "import { cn } from '@/lib/ui/cn';\nexport const Button = cn;\n",
      'lib/ui/cn.ts': 'export const cn = 1;\n',
      'components/shared/badge.tsx': "import { Button } from '@/components/ui/button';\nexport const Badge = Button;\n",
      'components/orders/row.tsx': "import { Badge } from '@/components/shared/badge';\nexport const Row = Badge;\n",
      'components/flow/step.tsx': "import { Badge } from '@/components/shared/badge';\nexport const Step = Badge;\n",
      'components/providers.tsx': "import { Row } from './orders/row';\nexport const Providers = Row;\n",
      'components/orders/row.test.tsx': "import { Step } from '@/components/flow/step';\nexport const used = Step;\n",
      'components/flow/step.test.tsx': "import { Row } from '@/components/orders/row';\nexport const used = Row;\n",
    });
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  },
  RUN_MS,
);
