/**
 * next-intl request configuration without locale routing (issue #2 §6): the locale comes from the language
 * cookie (en default and fallback, pt), the messages are the bundled messages/<locale>.json with the remote
 * translations of the product API merged over them (lib/i18n/remote.ts). Remote trees are cached per
 * language in memory for 5 minutes (1 minute after a failure), so a slow or down API costs at most one slow
 * render per language and period; render never fails because of them.
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
const remoteCache = new Map<Locale, { at: number; ttl: number; messages: Promise<MessageTree> }>();

async function bundledMessages(locale: Locale): Promise<MessageTree> {
  return (await import(`../../messages/${locale}.json`)).default as MessageTree;
}

function remoteMessages(locale: Locale, namespaces: string[]): Promise<MessageTree> {
  const cached = remoteCache.get(locale);
  if (cached && Date.now() - cached.at < cached.ttl) return cached.messages;
  const { productApiUrl } = getServerConfig();
  const entry = { at: Date.now(), ttl: OK_TTL_MS, messages: Promise.resolve({} as MessageTree) };
  entry.messages = loadRemoteMessages(`${productApiUrl}${clientConfig.apiBasePath}`, locale, namespaces).then(
    ({ messages, failed }) => {
      if (failed.length) {
        entry.ttl = FAILED_TTL_MS;
        console.warn(`[i18n] remote translations unavailable for ${locale}: ${failed.join(', ')}; using bundled`);
      }
      return messages;
    },
  );
  remoteCache.set(locale, entry);
  return entry.messages;
}

export default getRequestConfig(async () => {
  const store = await cookies();
  const locale = chooseLocale({ current: store.get(COOKIE.language)?.value });
  const bundled = await bundledMessages(locale);
  const fallback = locale === 'en' ? bundled : await bundledMessages('en');
  const remote = await remoteMessages(locale, Object.keys(bundled));
  return {
    locale,
    messages: mergeMessages(mergeMessages(fallback, bundled), remote),
    onError(error) {
      console.error('[i18n]', error.message);
    },
    getMessageFallback({ namespace, key }) {
      return [namespace, key].filter(Boolean).join('.');
    },
  };
});
