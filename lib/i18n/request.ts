/**
 * next-intl request configuration without locale routing: the locale comes from the language
 * cookie (en default and fallback, pt), the messages are the bundled messages/<locale>.json with the remote
 * translations of the product API merged over them (lib/i18n/remote.ts). The merged catalogue is cached per
 * language in memory for 5 minutes (1 minute after a failure), so a slow or down API costs at most one slow
 * render per language and period; render never fails because of them.
 *
 * It is built once per language and remote refresh and shared, frozen, by every request until the
 * next refresh. The time zone is the server's, as next-intl would compute it, but read once
 * per process: next-intl otherwise builds an `Intl.DateTimeFormat` on every request to read it. Both showed in a CPU
 * profile of /error under load (docs/performance.md "Figures behind choices in the code").
 */
import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import type { MessageTree } from '@/lib/api/schemas';
import { clientConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { COOKIE } from '@/lib/cookies';
import { chooseLocale, type Locale } from './locale';
import { loadRemoteMessages, mergeMessages } from './remote';

const OK_TTL_MS = 5 * 60_000;
const FAILED_TTL_MS = 60_000;
/** The server's time zone (the process's default, next-intl's own default), read once. */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/**
 * Each language's merged catalogue, until its entry's `ttl` (ms) has passed since `at` (ms since the epoch). A Map
 * rather than a cache library, since none is a dependency of the app (lru-cache reaches node_modules only through
 * the build tools); rather than Next's caches (`unstable_cache`, `'use cache'`), which keep serialised copies, not the
 * one frozen tree every request shares, and answer with a stale entry while they refresh it.
 */
const catalogueCache = new Map<Locale, { at: number; ttl: number; messages: Promise<MessageTree> }>();

async function bundledMessages(locale: Locale): Promise<MessageTree> {
  return (await import(`../../messages/${locale}.json`)).default as MessageTree;
}

/** Freezes a message tree and every tree in it, so that a render cannot change what the next requests share. */
function deepFreeze(tree: MessageTree): MessageTree {
  for (const value of Object.values(tree)) if (typeof value === 'object') deepFreeze(value);
  return Object.freeze(tree);
}

/**
 * The messages of `locale`: bundled English, the bundled language over it, the remote translations over both.
 * @returns one frozen tree per language and remote refresh, the same object for every request in between
 */
function localeMessages(locale: Locale): Promise<MessageTree> {
  const cached = catalogueCache.get(locale);
  if (cached && Date.now() - cached.at < cached.ttl) return cached.messages;
  const { productApiUrl } = getServerConfig();
  const entry = { at: Date.now(), ttl: OK_TTL_MS, messages: Promise.resolve({} as MessageTree) };
  entry.messages = (async () => {
    const bundled = await bundledMessages(locale);
    const base = locale === 'en' ? bundled : mergeMessages(await bundledMessages('en'), bundled);
    const remoteUrl = `${productApiUrl}${clientConfig.apiBasePath}`;
    const { messages, failed } = await loadRemoteMessages(remoteUrl, locale, Object.keys(bundled));
    if (failed.length) {
      entry.ttl = FAILED_TTL_MS;
      console.warn(`[i18n] remote translations unavailable for ${locale}: ${failed.join(', ')}; using bundled`);
    }
    return deepFreeze(mergeMessages(base, messages));
  })();
  catalogueCache.set(locale, entry);
  return entry.messages;
}

export default getRequestConfig(async () => {
  const store = await cookies();
  const locale = chooseLocale({ current: store.get(COOKIE.language)?.value });
  return {
    locale,
    messages: await localeMessages(locale),
    timeZone: SERVER_TIME_ZONE,
    onError(error) {
      console.error('[i18n]', error.message);
    },
    getMessageFallback({ namespace, key }) {
      return [namespace, key].filter(Boolean).join('.');
    },
  };
});
