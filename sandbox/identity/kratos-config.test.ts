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
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
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

/**
 * The `- hook: NAME` items of the block at `keys` (a path of nested mapping keys from the top of the file), read by
 * indentation: this file's plain block style, no YAML library being a dependency.
 */
function hooksAt(text: string, keys: readonly string[]): string[] {
  const lines = text.split('\n');
  let from = 0;
  let indent = -1;
  for (const key of keys) {
    const at = lines.findIndex((line, i) => {
      const depth = line.length - line.trimStart().length;
      return i >= from && depth > indent && line.trim() === `${key}:`;
    });
    if (at === -1) return [];
    // The key must sit inside the block found so far: no line in between goes back to its indentation or less.
    const outside = lines
      .slice(from, at)
      .some((line) => line.trim() && line.length - line.trimStart().length <= indent);
    if (from > 0 && outside) return [];
    indent = lines[at]!.length - lines[at]!.trimStart().length;
    from = at + 1;
  }
  const hooks: string[] = [];
  for (const line of lines.slice(from)) {
    if (!line.trim() || /^\s*#/.test(line)) continue;
    if (line.length - line.trimStart().length <= indent) break;
    const hook = /^\s*-\s+hook:\s*(\S+)\s*$/.exec(line);
    if (hook) hooks.push(hook[1]!);
  }
  return hooks;
}

describe('sessions after a new password or a recovery (both Kratos configurations)', () => {
  it.each([
    ['sandbox/identity/kratos.yml', yml],
    ['deploy/kratos.yml', productionYml],
  ])('%s ends the other sessions after a password change and after a recovery', (_, text) => {
    const flows = ['selfservice', 'flows'];
    expect(hooksAt(text, [...flows, 'settings', 'after', 'password', 'hooks'])).toContain('revoke_active_sessions');
    expect(hooksAt(text, [...flows, 'recovery', 'after', 'hooks'])).toContain('revoke_active_sessions');
    // The walker finds what is there and nothing that is not.
    expect(hooksAt(text, [...flows, 'registration', 'after', 'password', 'hooks'])).toEqual(['session']);
    expect(hooksAt(text, [...flows, 'login', 'after', 'password', 'hooks'])).toEqual([]);
  });
});

describe('the settings screen says what the hooks do (en and pt)', () => {
  it.each([
    ['en', en, /every other device/],
    ['pt', pt, /outros dispositivos/],
  ])('%s: the password card and the recovered-account message name the other devices', (_, messages, others) => {
    expect(messages.auth.securityCards.password.description).toMatch(others);
    expect(messages.auth.kratos['1060001']).toMatch(others);
  });
});
