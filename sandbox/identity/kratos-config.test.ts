/**
 * @jest-environment node
 *
 * Kratos's allowed return URLs stay in step with the partner origins: a return URL the app
 * allows (lib/config allowedReturnOrigins: the app and the partners, spec §5) must be one Kratos accepts after
 * sign-in, logout or recovery, and Kratos must accept nothing the app does not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { APP_ORIGIN, PARTNER_HOSTS } from '../config';

const yml = readFileSync(path.join(__dirname, 'kratos.yml'), 'utf8');
const productionYml = readFileSync(path.join(__dirname, '../../deploy/kratos.yml'), 'utf8');

/** The `- item` lines under a `key:` line (this file's plain block lists; no YAML library is a dependency). */
function blockList(key: string): string[] {
  const lines = yml.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${key}:`);
  expect(start).toBeGreaterThan(-1);
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s*-\s+(\S+)\s*$/.exec(line);
    if (item) items.push(item[1]!);
    else if (!/^\s*#/.test(line)) break;
  }
  return items;
}

const kratosOrigins = blockList('allowed_return_urls').map((url) => new URL(url).origin);

describe('Kratos allowed_return_urls (sandbox/identity/kratos.yml)', () => {
  it("lists every origin the app's return-URL rule allows", () => {
    for (const origin of allowedReturnOrigins()) expect(kratosOrigins).toContain(origin);
  });

  it("lists nothing but the app's origins and the sandbox's partner host pages", () => {
    const expected = new Set([APP_ORIGIN, 'http://127.0.0.1:3000', ...PARTNER_HOSTS.map((h) => h.origin)]);
    expect(new Set(kratosOrigins)).toEqual(expected);
    expect(new Set(clientConfig.partnerOrigins)).toEqual(new Set(PARTNER_HOSTS.map((h) => h.origin)));
  });

  it("turns on v1.3.1's account-enumeration mitigation, as production's deploy/kratos.yml does", () => {
    const mitigation = /^security:\n {2}account_enumeration:\n {4}mitigate: true$/m;
    expect(yml).toMatch(mitigation);
    expect(productionYml).toMatch(mitigation);
  });
});
