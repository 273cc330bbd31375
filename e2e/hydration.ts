/**
 * Holding back hydration in a browser test: the server-rendered screen is there, the script of one component is not
 * yet, as on a slow mobile network. For the "typed before hydration" cases (components/ui/use-typed-before-hydration).
 * And the opposite: waiting until the screen has hydrated, before a test acts on it as on a live page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, revealed } from './support';

/** A held script: wait until the page asked for it, then let it through. */
export interface HeldScript {
  /** Resolves once the page has requested the held script (the component cannot have hydrated yet). */
  requested(): Promise<void>;
  /**
   * Lets the held script through (the component hydrates) and ends the interception: it resolves once the held
   * responses are delivered, so no handler is left running when the test ends and closes the page.
   */
  release(): Promise<void>;
}

/**
 * Holds every script chunk whose text contains `marker` (e.g. a test id only that component renders) until
 * {@link HeldScript.release}. Call before the navigation; navigate with `waitUntil: 'commit'` (the load event waits for
 * the held script). The release removes every route of the page (Playwright's unrouteAll): hold nothing else with it.
 */
export async function holdScript(page: Page, marker: string): Promise<HeldScript> {
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  let requests = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      requests += 1;
      await held;
    }
    await route.fulfill({ response, body });
  });
  return {
    requested: () =>
      expect.poll(() => requests, { message: `a script with ${marker} was requested` }).toBeGreaterThan(0),
    release: async () => {
      letThrough();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

/**
 * Waits until React has hydrated every element of the screen (`main`) that carries a test id: React keys its fiber on
 * each element it hydrates (`__reactFiber$…`), and a part still waiting for its script has none. The header's account
 * action is no such sign: the session state reaches the header without waiting for the screen's script
 * (components/session/session-store.ts).
 */
export async function hydrated(scope: Page | FrameLocator) {
  await expect
    .poll(
      () =>
        scope
          .locator('main [data-testid]')
          .evaluateAll((elements) =>
            elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
          ),
      { message: 'the screen has hydrated' },
    )
    .toBe(true);
}

/**
 * Waits until React has hydrated one server-rendered control (its fiber key is on the element). A controlled select or
 * a script-only button acts only from then on: a change or click on the server's HTML moves the DOM and nothing else.
 */
export async function controlHydrated(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the control has hydrated',
    })
    .toBe(true);
}

/**
 * Waits until React has hydrated the document itself: the root layout's <body> carries its fiber key once the
 * hydration render has claimed it (parts still waiting for their script aside). The page's effects run right after.
 */
export async function documentHydrated(page: Page) {
  await controlHydrated(page.locator('body'));
}

/**
 * Waits until a page (or the widget's frame) is interactive: every streamed part is revealed, the screen has hydrated
 * (typing into server-rendered fields before that reaches the form only through useTypedBeforeHydration) and the
 * header shows the session (its account action).
 */
export async function interactive(scope: Page | FrameLocator) {
  await revealed(scope);
  await hydrated(scope);
  const banner = scope.getByRole('banner');
  await expect(
    banner
      .getByRole('link', { name: /^(Sign in|Entrar)$/ })
      .or(banner.getByRole('button', { name: /^(Sign out|Sair)$/ })),
  ).toBeVisible();
}

/**
 * The script chunks of the build under test (`.next/static/chunks`, what the standalone server serves) whose text
 * contains `marker`: their file names, to refuse them by URL without reading every script the page asks for.
 * @throws Error when no chunk contains it (the marker no longer finds the component: the test would prove nothing)
 */
export function builtChunksWith(marker: string): Set<string> {
  const dir = path.join(process.cwd(), '.next', 'static', 'chunks');
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.js') && readFileSync(path.join(dir, name), 'utf8').includes(marker),
  );
  if (names.length === 0) throw new Error(`no built chunk contains ${marker}`);
  return new Set(names.map((name) => path.basename(name)));
}
