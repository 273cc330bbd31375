/**
 * Spec rows held against the running app that no other spec covers: the full-screen spinner while a screen loads
 * (§2 "Common screen behaviours", §9 "Spinner icon: 24px, green"), the theme and countryResidence cookies as the app
 * writes them (§3; §9: until the year 9999, parent domain, path /), the swapped light and dark palettes and the
 * breakpoint between mobile and tablet (§9). A test that signs in uses an account of its own; its faults meet only its
 * own browser.
 */
import type { Page } from '@playwright/test';
import { controlHydrated } from './hydration';
import { payAmount } from './order-helpers';
import { APP, expect, sandbox, signInAs, test, byTestId } from './support';

/** What {@link recordLoading} saw in the page's current document, by the page's frame times. */
interface LoadingRecord {
  /** The spinner's first rendered frame: its icon's computed size and colours, and the fixed layer around it. */
  spinner?: {
    at: number;
    width: string;
    height: string;
    color: string;
    stroke: string;
    layer: { left: number; top: number; right: number; bottom: number } | null;
    viewport: { width: number; height: number };
    /** Whether the layer (or something inside it) is what shows at each corner of the viewport. */
    onTopAtCorners: boolean[];
  };
  /** The first frame without the spinner, after it was shown. */
  spinnerGoneAt?: number;
  /** The first frame showing a screen title (h1). */
  screen?: { at: number; text: string };
}

/**
 * Records, frame by frame from the first frame the document renders (render-blocking styles applied), the loading
 * spinner and the screen that replaces it. The spinner lasts only as long as the slow load, which on a busy machine can
 * end before a check made afterwards: the record cannot miss it. Read it with {@link loadingRecord}.
 */
async function recordLoading(page: Page) {
  await page.addInitScript(() => {
    const record: LoadingRecord = {};
    (window as unknown as { __loading: LoadingRecord }).__loading = record;
    const shown = (element: Element) =>
      !element.closest('div[hidden][id^="S:"]') &&
      element.checkVisibility({ visibilityProperty: true }) &&
      element.getBoundingClientRect().width > 0;
    const frame = (at: number) => {
      const spinner = [...document.querySelectorAll('[data-testid="spinner"]')].find(shown);
      if (spinner && !record.spinner) {
        let layer = spinner.parentElement;
        while (layer && getComputedStyle(layer).position !== 'fixed') layer = layer.parentElement;
        const box = layer?.getBoundingClientRect();
        const { clientWidth: width, clientHeight: height } = document.documentElement;
        const corners = [1, height - 2].flatMap((y) => [1, width - 2].map((x) => [x, y] as const));
        const icon = getComputedStyle(spinner);
        record.spinner = {
          at,
          width: icon.width,
          height: icon.height,
          color: icon.color,
          stroke: getComputedStyle(spinner.querySelector('path') ?? spinner).stroke,
          layer: box ? { left: box.left, top: box.top, right: box.right, bottom: box.bottom } : null,
          viewport: { width, height },
          onTopAtCorners: corners.map(([x, y]) => !!layer && layer.contains(document.elementFromPoint(x, y))),
        };
      }
      if (record.spinner && !spinner && record.spinnerGoneAt === undefined) record.spinnerGoneAt = at;
      const title = [...document.querySelectorAll('h1')].find(shown);
      if (title && !record.screen) record.screen = { at, text: title.textContent ?? '' };
      if (!record.screen || (record.spinner && record.spinnerGoneAt === undefined)) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const loadingRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __loading: LoadingRecord }).__loading);

/** The main green of spec §9 (#18CF71), as the browser computes it. */
const MAIN_GREEN = 'rgb(24, 207, 113)';

test('a full-screen 24 px green spinner shows while a screen loads on the server, then the screen replaces it', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account);
  // /billing-details waits on the server for GET /user/billing/fields before it renders: held 4 s, once.
  await sandbox.fault(request, { method: 'GET', path: '/user/billing/fields', delayMs: 4_000, times: 1 });
  await recordLoading(page);
  await page.goto('/billing-details', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { level: 1, name: 'Billing details' })).toBeVisible();
  await expect(byTestId(page, 'spinner')).toHaveCount(0);
  // The form with the account's own fields, loaded once the held answer came (not the empty form of a failed load).
  await expect(byTestId(page, 'billing-load-failed')).toHaveCount(0);
  await expect
    .poll(async () => {
      const seen = await loadingRecord(page);
      return seen.screen !== undefined && (seen.spinner === undefined || seen.spinnerGoneAt !== undefined);
    })
    .toBe(true);
  const { spinner, spinnerGoneAt, screen } = await loadingRecord(page);
  expect(spinner, 'the spinner was shown while the screen loaded').toBeDefined();
  expect(spinner).toMatchObject({ width: '24px', height: '24px', color: MAIN_GREEN, stroke: MAIN_GREEN });
  // A fixed layer over the whole viewport, on top of everything (the header included) at each corner.
  const { layer, viewport } = spinner!;
  expect(layer, 'the spinner sits in a fixed layer').not.toBeNull();
  expect(layer!.left).toBeLessThanOrEqual(0);
  expect(layer!.top).toBeLessThanOrEqual(0);
  expect(layer!.right).toBeGreaterThanOrEqual(viewport.width);
  expect(layer!.bottom).toBeGreaterThanOrEqual(viewport.height);
  expect(spinner!.onTopAtCorners).toEqual([true, true, true, true]);
  // First the spinner alone, then the screen in its place.
  expect(screen?.text).toBe('Billing details');
  expect(spinner!.at).toBeLessThan(screen!.at);
  expect(spinnerGoneAt).toBeLessThanOrEqual(screen!.at);
});

/** A cookie as the page wrote it with `document.cookie = …`: its name, value and attributes (names in lower case). */
type CookieWrite = { name: string; value: string; attributes: Record<string, string> };

/**
 * Records every `document.cookie = …` of each document the page loads, as written: the browser's own cookie jar caps
 * an expiry at 400 days (Chromium), so only the written line shows the year the app asked for.
 */
async function recordCookieWrites(page: Page) {
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes;
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return native.get!.call(this);
      },
      set(line: string) {
        writes.push(String(line));
        native.set!.call(this, line);
      },
    });
  });
}

/** The last write of cookie `name` in the page's current document, parsed; undefined when there was none. */
async function lastWrite(page: Page, name: string): Promise<CookieWrite | undefined> {
  const writes = await page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites);
  const parsed = writes.map((line): CookieWrite => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: decodeURIComponent(pair.slice(at + 1)),
      attributes: Object.fromEntries(
        attributes.map((part) => {
          const eq = part.indexOf('=');
          return eq < 0 ? [part.toLowerCase(), ''] : [part.slice(0, eq).toLowerCase(), part.slice(eq + 1)];
        }),
      ),
    };
  });
  return parsed.filter((write) => write.name === name).at(-1);
}

/**
 * Checks the last write of `name` (spec §9): `value`, path /, expiring in the year 9999, on the parent domain the
 * server computed for the page (lib/cookies/domain; none on localhost, where a Domain attribute is refused), and that
 * the browser kept it with that value and path.
 */
async function expectWrittenForever(page: Page, name: string, value: string) {
  await expect.poll(async () => (await lastWrite(page, name))?.value, `the ${name} cookie written`).toBe(value);
  const write = (await lastWrite(page, name))!;
  expect(write.attributes.path).toBe('/');
  expect(new Date(write.attributes.expires ?? '').getUTCFullYear()).toBe(9999);
  const parentDomain = (await page.locator('html').getAttribute('data-cookie-domain')) || undefined;
  expect(write.attributes.domain).toBe(parentDomain);
  const kept = (await page.context().cookies(APP)).find((cookie) => cookie.name === name);
  expect(kept).toMatchObject({ value, path: '/' });
  // Chromium keeps at most 400 days of a far expiry: more than a year left means it was not a session cookie.
  expect(kept!.expires * 1000 - Date.now()).toBeGreaterThan(365 * 24 * 3600 * 1000);
}

test('choosing a theme writes the theme cookie with the resolved theme, path / and an expiry in 9999', async ({
  page,
}) => {
  // Selector auto on a dark OS: the theme cookie holds the theme shown (dark), not the selector (auto).
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordCookieWrites(page);
  await page.goto('/404');
  await controlHydrated(byTestId(page, 'theme-select'));
  await byTestId(page, 'theme-select').selectOption('auto');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectWrittenForever(page, 'theme', 'dark');
  await expectWrittenForever(page, 'themeSelector', 'auto');
});

test("the order's account check writes countryResidence from the billing country, path / and expiry in 9999", async ({
  page,
  account,
}) => {
  // A copy of demo's data: billing complete, country BR (sandbox seed).
  await recordCookieWrites(page);
  await signInAs(page, account, '/decision-flow');
  await byTestId(page, 'choose-sell').click();
  await payAmount(page, '25');
  await byTestId(page, 'order-continue').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which wallet do you send USDC from?');
  await byTestId(page, 'payout-pix-key').fill('ana@example.com');
  await byTestId(page, 'order-continue').click();
  await expect(page).toHaveURL(/\/order\?step=review$/);
  await expectWrittenForever(page, 'countryResidence', 'BR');
});

/** The palettes of spec §9 and their steps (app/globals.css). */
const PALETTES = ['grey', 'green', 'red', 'yellow'] as const;
const STEPS = [50, 100, 200, 300, 400, 500] as const;
type Palettes = Record<(typeof PALETTES)[number], string[]>;

/** Each palette's colours, 50 to 500, as the page computes its custom properties (`rgb(r, g, b)`). */
const paletteOf = (page: Page) =>
  page.evaluate(
    ({ palettes, steps }) => {
      const probe = document.createElement('span');
      document.body.append(probe);
      const read = (palette: string) =>
        steps.map((step) => {
          probe.style.color = `var(--${palette}-${step})`;
          return getComputedStyle(probe).color;
        });
      const result = Object.fromEntries(palettes.map((palette) => [palette, read(palette)]));
      probe.remove();
      return result as Palettes;
    },
    { palettes: [...PALETTES], steps: [...STEPS] },
  );

/** Relative luminance (WCAG) of a computed `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const channels = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  expect(channels, `a colour: ${rgb}`).toHaveLength(3);
  const [r, g, b] = channels.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test('the light and dark palettes are swapped: each scale runs light to dark in light, dark to light in dark', async ({
  page,
  context,
}) => {
  const seen: Partial<Record<'light' | 'dark', Palettes>> = {};
  const headerBorder: Partial<Record<'light' | 'dark', string>> = {};
  for (const theme of ['light', 'dark'] as const) {
    await context.addCookies([{ name: 'themeSelector', value: theme, url: APP }]);
    await page.goto('/404');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const palette = await paletteOf(page);
    seen[theme] = palette;
    for (const name of PALETTES) {
      const levels = palette[name].map(luminance);
      const order = levels.slice(1).map((level, i) => Math.sign(level - levels[i]!));
      // Light: 50 the lightest, 500 the darkest. Dark: the same scale the other way round.
      expect(order, `${theme} ${name} 50→500: ${palette[name].join(' ')}`).toEqual(
        STEPS.slice(1).map(() => (theme === 'light' ? -1 : 1)),
      );
    }
    // A component's token follows the theme: the header's rule is grey-100 in either.
    headerBorder[theme] = await byTestId(page, 'app-header').evaluate(
      (header) => getComputedStyle(header).borderBottomColor,
    );
    expect(headerBorder[theme]).toBe(palette.grey[1]);
  }
  // The grey scale's ends trade places exactly: dark's 50 is light's 500, and dark's 500 light's 50.
  expect(seen.dark!.grey[0]).toBe(seen.light!.grey[5]);
  expect(seen.dark!.grey[5]).toBe(seen.light!.grey[0]);
  expect(headerBorder.dark).not.toBe(headerBorder.light);
});

test('the layout changes between mobile and tablet at 768 px, not before', async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 900 });
  await page.goto('/404');
  // The screen's card (components/ui/card, app/globals.css screen-card): flat and edge to edge on a phone, a framed
  // panel with more room from the tablet breakpoint on; the main area's vertical padding grows with it.
  const card = byTestId(page, 'not-found').locator('xpath=ancestor::section[1]');
  await expect(card).toBeVisible();
  const look = () =>
    card.evaluate((section) => {
      const { paddingLeft: padding, borderTopWidth: border, borderTopLeftRadius: radius } = getComputedStyle(section);
      return { padding, border, radius, mainPadding: getComputedStyle(section.closest('main')!).paddingTop };
    });
  const mobile = { padding: '20px', border: '0px', radius: '0px', mainPadding: '16px' };
  const tablet = { padding: '32px', border: '1px', radius: '16px', mainPadding: '40px' };
  expect(await look()).toEqual(mobile);
  await page.setViewportSize({ width: 768, height: 900 });
  await expect.poll(look).toEqual(tablet);
  await page.setViewportSize({ width: 767, height: 900 });
  await expect.poll(look).toEqual(mobile);
});
