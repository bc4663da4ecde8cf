/**
 * What the reference server and the app's page server (src/app/ssr, built into dist/server/pages.js)
 * agree on: the server loads the bundle at run time, hands it these options and reads its answers.
 */

/** How a page was answered: drawn complete, degraded (some data missing), from the page cache, or the shell. */
export type PageOutcome = 'drawn' | 'degraded' | 'cached' | 'shell';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageServerOptions {
  /** The built app (dist/): its index.html and route-chunks.json. */
  appDir: string;
  /** Where the API is, seen from this server: an absolute URL such as `http://127.0.0.1:8080/api/v1`. */
  apiBaseUrl: string;
  /** The shop's public origin (PUBLIC_URL): canonical addresses and og:url are built on it. */
  publicUrl: string;
  /** The fetch the API is read with (the reference server passes one that stays in its process). */
  fetchFn?: typeof fetch;
  /** How long a page waits for the API before it is sent with what has arrived (ms). */
  dataTimeoutMs?: number;
  /** How long one store info answer serves every page (ms). */
  storeInfoTtlMs?: number;
  /** How long a complete page is served from the server's own copy before it is drawn again (ms; 0: always drawn). */
  pageCacheMs?: number;
  /** Where a page that could not be drawn is reported. */
  onError?: (error: unknown, url: string) => void;
  /** Told of every page answered (the server's metrics), and in how many ms; older bundles never call it. */
  onPage?: (outcome: PageOutcome, ms: number) => void;
}

/** The page server a build makes (createPageServer). */
export interface PageServer {
  answer(pathAndQuery: string): Promise<PageAnswer>;
  storeInfoFetches(): number;
  /** The API base the browser's code was built with (API_BASE_URL at build time; '' when found at run time). */
  clientApiBase(): string;
}
