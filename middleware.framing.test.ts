/**
 * @jest-environment node
 *
 * /security?flow=… and the partners' frames (lib/security/csp.ts SETTINGS_FLOW_PATH): middleware asks Kratos for the
 * flow with the request's cookie (lib/auth/recovery-settings-flow.ts, mocked here through fetch) and relaxes
 * frame-ancestors only for the settings flow a recovery of this session made; a made-up, empty or foreign id is
 * served with `frame-ancestors 'none'`.
 */
import { NextRequest } from 'next/server';
import { middleware } from './middleware';

const ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const COOKIE = 'ory_kratos_session=MTc5NTU0NDEyNnxGSlhj-_==';
const SESSION = { id: 's-1', active: true, identity: { id: 'i-1', traits: { email: 'ana@example.com' } } };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

/** Kratos: whoami is active; the settings flow lookup answers `flow`. */
function kratos(flow: () => Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('/sessions/whoami') ? Response.json(SESSION) : flow(),
  );
}

const frameAncestors = async (search: string) => {
  const response = await middleware(
    new NextRequest(`http://localhost:3000/security${search}`, { headers: { cookie: COOKIE } }),
  );
  expect(response.headers.get('location')).toBeNull();
  return /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
};

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('middleware: who may frame /security?flow=', () => {
  it('the partners, for the settings flow a recovery of this session made', async () => {
    kratos(() => Response.json({ id: ID, request_url: 'http://localhost:3000/self-service/recovery?flow=r-1' }));
    const sources = await frameAncestors(`?flow=${ID}`);
    expect(sources).toContain("'self'");
    expect(sources).not.toBe("'none'");
    const lookup = fetchMock.mock.calls.find(([url]) => String(url).includes('/self-service/settings/flows'));
    expect(lookup?.[0]).toMatch(new RegExp(`\\?id=${ID}$`));
    expect(new Headers(lookup?.[1].headers).get('cookie')).toBe(COOKIE);
  });

  it.each([
    ['a made-up id', '?flow=bogus', () => Response.json({}, { status: 404 })],
    ['an empty id', '?flow=', () => Response.json({}, { status: 404 })],
    ['an unknown id', `?flow=${ID}`, () => Response.json({ error: {} }, { status: 404 })],
    ['another identity’s flow', `?flow=${ID}`, () => Response.json({ error: {} }, { status: 403 })],
    [
      'a flow the person opened',
      `?flow=${ID}`,
      () => Response.json({ id: ID, request_url: 'http://x/self-service/settings/browser' }),
    ],
    ['no flow at all', '', () => Response.json({}, { status: 404 })],
  ])('nobody, for %s', async (_, search, flow) => {
    kratos(flow);
    expect(await frameAncestors(search)).toBe("'none'");
  });

  it('asks Kratos nothing for a top-level navigation (Sec-Fetch-Dest: document), where frame-ancestors decides nothing', async () => {
    kratos(() => Response.json({ id: ID, request_url: 'http://localhost:3000/self-service/recovery?flow=r-1' }));
    const response = await middleware(
      new NextRequest(`http://localhost:3000/security?flow=${ID}`, {
        headers: { cookie: COOKIE, 'sec-fetch-dest': 'document' },
      }),
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/self-service/settings/flows'))).toEqual([]);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
