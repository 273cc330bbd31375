/**
 * Counts a journey as the person lives it: the screens they see and the fields they fill. A journey test walks the
 * product as a person does and calls {@link Journey.screen} on each new screen (it waits for the screen's heading
 * and refuses a "new" screen with the path, heading and line under it of the one before, so nothing is counted twice) and fills
 * through {@link Journey.fill} / {@link Journey.select} (each one a field the person fills). A field the product
 * fills in for the person is not filled, so it is not counted.
 *
 * The figures go to the test's annotations (type `journey`); e2e/journey-reporter.ts prints them at the end of the
 * run and writes them for `npm test` to print last.
 */
import type { Locator, Page } from '@playwright/test';
import { JOURNEY_ANNOTATION } from './journey-reporter';
import { expect, test } from './support';

interface Screen {
  name: string;
  key: string;
}

export class Journey {
  private readonly screens: Screen[] = [];
  private readonly marks = new Map<string, number>();
  private filled = 0;

  constructor(
    private readonly page: Page,
    readonly title: string,
  ) {}

  /**
   * A new screen: waits for its level-1 heading and records it.
   * @param name what the figures call it (e.g. "amount").
   * @param heading the heading the person reads, exactly or as a pattern.
   * @throws (a failed expectation) when the path and heading are those of the screen before.
   */
  async screen(name: string, heading: string | RegExp): Promise<void> {
    const h1 = this.page.getByRole('heading', { level: 1, name: heading }).first();
    const before = this.screens.at(-1)?.key;
    let key = '';
    // The screen before may still be shown for a moment after the click that leaves it: wait for the new one.
    await expect(async () => {
      await expect(h1).toBeVisible({ timeout: 1_000 });
      key = await this.keyOf(h1);
      expect(key, `"${name}" has the path and heading of the screen before`).not.toBe(before);
    }).toPass();
    this.screens.push({ name, key });
  }

  /**
   * The page's origin, path and order step, the heading's text and the line under it: what tells one screen from
   * another (the sign-up's screens share a heading and differ by that line).
   */
  private async keyOf(h1: Locator): Promise<string> {
    const url = new URL(this.page.url());
    const step = url.searchParams.get('step') ?? '';
    const text = await h1.evaluate((el) => `${el.textContent?.trim()} | ${el.nextElementSibling?.textContent?.trim()}`);
    return `${url.origin}${url.pathname}?step=${step} ${text}`;
  }

  /** A field the person fills. */
  async fill(field: Locator, value: string): Promise<void> {
    await field.fill(value);
    this.filled += 1;
  }

  /** A choice the person makes in a list. */
  async select(field: Locator, value: string): Promise<void> {
    await field.selectOption(value);
    this.filled += 1;
  }

  /** Names the point reached (e.g. "signed up", "checkout"): screens are counted between marks. */
  mark(name: string): void {
    this.marks.set(name, this.screens.length);
  }

  /** The screens from `from` (a mark, or the start) up to `to` (a mark, or now). */
  screensBetween(from?: string, to?: string): number {
    const start = from ? this.marks.get(from)! : 0;
    const end = to ? this.marks.get(to)! : this.screens.length;
    return end - start;
  }

  /** The fields filled, in words ("1 field filled", "14 fields filled"). */
  get fields(): string {
    return `${this.filled} field${this.filled === 1 ? '' : 's'} filled`;
  }

  /** The screens' names in order, joined with arrows. */
  get path(): string {
    return this.screens.map((s) => s.name).join(' → ');
  }

  /** Adds `summary` and the path to the test's annotations, for the journey reporter. */
  report(summary: string): void {
    test.info().annotations.push({ type: JOURNEY_ANNOTATION, description: `${this.title}: ${summary}. ${this.path}` });
  }
}
