/**
 * Remote translations (spec §7 GET /locales/{lng}/{ns}.json, spec §9 loading policy):
 * every namespace of the bundled messages is read from the product API and merged over the bundled
 * messages. Each read retries up to 5 times, starting at 350 ms and doubling; at most 10 reads run in
 * parallel. A namespace that cannot be read keeps its bundled messages (absent is not broken).
 */
import ky from 'ky';
import { messageTreeSchema, type MessageTree } from '@/lib/api/schemas';

/** Delay before retry `attempt` (1-based): 350, 700, 1400, 2800, 5600 ms (spec §9). */
export function retryDelayMs(attempt: number): number {
  return 350 * 2 ** (attempt - 1);
}

export const TRANSLATION_RETRY_LIMIT = 5;
export const TRANSLATION_MAX_PARALLEL = 10;

/**
 * Runs `task` over `items` with at most `limit` running at once; results keep the order of `items`.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Deep-merges `over` into a copy of `base`; strings of `over` win, nested objects merge. */
export function mergeMessages(base: MessageTree, over: MessageTree): MessageTree {
  const out: MessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
  }
  return out;
}

/**
 * Reads the remote namespaces of one language.
 * @param baseUrl absolute product API base, e.g. "http://127.0.0.1:4010/api/v1".
 * @param lng a supported locale.
 * @param namespaces namespace names (the top-level keys of the bundled messages).
 * @param options test seams: a fetch implementation and the retry delay (default {@link retryDelayMs}).
 * @returns the remote trees by namespace; a namespace that failed after all retries is left out, and
 *   `failed` lists it (the caller logs it).
 */
export async function loadRemoteMessages(
  baseUrl: string,
  lng: string,
  namespaces: readonly string[],
  options: { fetch?: typeof fetch; retryDelay?: (attempt: number) => number } = {},
): Promise<{ messages: MessageTree; failed: string[] }> {
  const client = ky.create({
    prefixUrl: baseUrl,
    fetch: options.fetch,
    timeout: 10_000,
    retry: { limit: TRANSLATION_RETRY_LIMIT, methods: ['get'], delay: options.retryDelay ?? retryDelayMs },
  });
  const failed: string[] = [];
  const messages: MessageTree = {};
  const trees = await mapWithLimit(namespaces, TRANSLATION_MAX_PARALLEL, async (ns) => {
    try {
      const json = await client.get(`locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`).json();
      return messageTreeSchema.parse(json);
    } catch {
      failed.push(ns);
      return null;
    }
  });
  namespaces.forEach((ns, i) => {
    const tree = trees[i];
    if (tree && Object.keys(tree).length) messages[ns] = tree;
  });
  return { messages, failed };
}
