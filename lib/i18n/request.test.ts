/** @jest-environment node */
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { loadRemoteMessages } from './remote';

let language: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'language' && language ? { value: language } : undefined) }),
}));
// getRequestConfig only wraps the callback for next-intl; the test calls the callback as next-intl would.
jest.mock('next-intl/server', () => ({ getRequestConfig: (callback: unknown) => callback }));
jest.mock('./remote', () => ({ ...jest.requireActual('./remote'), loadRemoteMessages: jest.fn() }));

type RequestConfig = () => Promise<{
  locale: string;
  messages: Record<string, Record<string, unknown>>;
  timeZone?: string;
}>;

/** A fresh copy of lib/i18n/request.ts (its caches start empty) and the remote translations it will read. */
function load(remote: Record<string, Record<string, string>>): RequestConfig {
  jest.mocked(loadRemoteMessages).mockResolvedValue({ messages: remote, failed: [] });
  let config: RequestConfig | undefined;
  jest.isolateModules(() => {
    config = jest.requireActual<{ default: RequestConfig }>('./request').default;
  });
  return config!;
}

describe('the request messages (merged once per language, not per request)', () => {
  beforeEach(() => {
    language = undefined;
    jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  });
  afterEach(() => jest.restoreAllMocks());

  it('remote translations win over the bundled language, which wins over bundled English; the server time zone', async () => {
    language = 'pt';
    const config = load({ common: { appName: 'Rampa remota' } });
    const { locale, messages, timeZone } = await config();
    expect(locale).toBe('pt');
    expect(timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(messages.common!.appName).toBe('Rampa remota');
    expect(messages.header).toEqual(pt.header);
  });

  it('requests in the same language between two refreshes share one merged, frozen catalogue', async () => {
    const config = load({ common: { appName: 'Ramp remote' } });
    const first = await config();
    const second = await config();
    expect(second.messages).toBe(first.messages);
    expect(first.messages.common!.appName).toBe('Ramp remote');
    expect(Object.isFrozen(first.messages)).toBe(true);
    expect(Object.isFrozen(first.messages.header)).toBe(true);
    expect(loadRemoteMessages).toHaveBeenCalledTimes(1);

    language = 'pt';
    const portuguese = await config();
    expect(portuguese.messages).not.toBe(first.messages);
    expect(portuguese.messages.header).toEqual(pt.header);
  });

  it('a remote refresh after 5 minutes gives a new catalogue with the new translations', async () => {
    const config = load({ common: { appName: 'Before' } });
    const before = await config();
    jest.mocked(loadRemoteMessages).mockResolvedValue({ messages: { common: { appName: 'After' } }, failed: [] });
    jest.mocked(Date.now).mockReturnValue(1_000_000 + 5 * 60_000 + 1);
    const after = await config();
    expect(after.messages).not.toBe(before.messages);
    expect(after.messages.common!.appName).toBe('After');
    expect(after.messages.header).toEqual(en.header);
  });
});
