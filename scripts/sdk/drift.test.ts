/**
 * @jest-environment node
 *
 * The committed SDK script and the guide's generated parts cannot drift: the script equals a fresh build, stays
 * within its gzip budget, and the guide's integrity hash and events table are those of the current sources.
 */
import { readFileSync } from 'node:fs';
import { SCRIPT_BUDGET_GZIP, SCRIPT_PATH, buildBrowserScript, gzipBytes, integrity } from './build';
import { eventRows, eventsTable } from './events-table';
import { GUIDE_PATH, quickStart, scriptTag } from './guide';
import { EVENT_TYPES } from '../../sdk/src/events';

const FIX = 'Run `npm run build:sdk` and commit the result.';

describe('the partner SDK build', () => {
  let fresh = '';
  beforeAll(async () => {
    fresh = await buildBrowserScript();
  });

  it('public/sdk/v1/ramp-widget.js is a fresh build', () => {
    expect({ same: readFileSync(SCRIPT_PATH, 'utf8') === fresh, fix: FIX }).toEqual({ same: true, fix: FIX });
  });

  it(`stays within ${SCRIPT_BUDGET_GZIP} B gzip`, () => {
    expect(gzipBytes(fresh)).toBeLessThanOrEqual(SCRIPT_BUDGET_GZIP);
  });

  it("the guide's script tag carries the script's sha384", () => {
    const guide = readFileSync(GUIDE_PATH, 'utf8');
    expect(guide).toContain(scriptTag(integrity(readFileSync(SCRIPT_PATH, 'utf8'))));
  });

  it("the guide's three-line example loads the script from the local app with its sha384", () => {
    const snippet = quickStart(integrity(readFileSync(SCRIPT_PATH, 'utf8')));
    expect(snippet.split('\n').filter((line) => !/^(```|<!--)/.test(line))).toHaveLength(3);
    expect(readFileSync(GUIDE_PATH, 'utf8')).toContain(snippet);
  });

  it("the guide's events table is generated from the current types, one row per event", () => {
    expect(eventRows().map((row) => row[0])).toEqual(EVENT_TYPES.map((type) => `\`${type}\``));
    expect(readFileSync(GUIDE_PATH, 'utf8')).toContain(eventsTable());
  });
});
