import { LRUCache } from 'lru-cache';

/**
 * The page server's fetch: store info is the same for every page and changes rarely, so one
 * answer serves every page for `ttlMs` (and requests that arrive while it is being fetched wait
 * for that one fetch). Anything else goes to the API each time. Only successful answers are kept.
 */
export interface SharedFetch {
  fetch: typeof fetch;
  /** How many requests for a shared address reached the API (the bench reads it). */
  upstreamCount(): number;
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Shared addresses are a handful (store info). */
const MAX_SHARED = 100;

export function sharedFetch(fetchFn: typeof fetch, { ttlMs, isShared }: { ttlMs: number; isShared: (url: URL) => boolean }): SharedFetch {
  let upstream = 0;
  const answers = new LRUCache<string, Answer, Request>({
    max: MAX_SHARED,
    ttl: Math.max(ttlMs, 1),
    fetchMethod: async (url, _stale, { context: request }) => {
      upstream += 1;
      // Without the page's abort signal: other pages may be waiting for this answer too.
      const response = await fetchFn(url, { method: 'GET', headers: request.headers });
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: await response.text(),
      };
    },
    // A refused answer weighs more than an entry may: the pages waiting for it get it, the next page asks again.
    maxEntrySize: 1,
    sizeCalculation: ({ status }) => (status >= 200 && status < 300 ? 1 : 2),
  });

  const cachedFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || !isShared(url)) return fetchFn(request);
    const { status, contentType, body } = (await answers.fetch(url.href, { context: request }))!;
    return new Response(body, { status, headers: { 'content-type': contentType } });
  };

  return { fetch: cachedFetch, upstreamCount: () => upstream };
}
