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

interface Kept {
  at: number;
  answer: Promise<{ status: number; contentType: string; body: string }>;
}

export function sharedFetch(fetchFn: typeof fetch, { ttlMs, isShared }: { ttlMs: number; isShared: (url: URL) => boolean }): SharedFetch {
  const kept = new Map<string, Kept>();
  let upstream = 0;

  const fetchShared = (input: Request) => {
    upstream += 1;
    // Without the page's abort signal: other pages may be waiting for this answer too.
    return fetchFn(input.url, { method: 'GET', headers: input.headers }).then(async (response) => ({
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: await response.text(),
    }));
  };

  const cachedFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || !isShared(url)) return fetchFn(request);
    let entry = kept.get(url.href);
    if (!entry || Date.now() - entry.at > ttlMs) {
      entry = { at: Date.now(), answer: fetchShared(request) };
      kept.set(url.href, entry);
      // A failed or refused answer is not kept: the next page asks again.
      const mine = entry;
      mine.answer.then(
        ({ status }) => (status >= 200 && status < 300 ? undefined : kept.get(url.href) === mine && kept.delete(url.href)),
        () => kept.get(url.href) === mine && kept.delete(url.href),
      );
    }
    const { status, contentType, body } = await entry.answer;
    return new Response(body, { status, headers: { 'content-type': contentType } });
  };

  return { fetch: cachedFetch, upstreamCount: () => upstream };
}
