import { baseApi } from '@/api/baseApi';
import type { ServerFetchExtra } from '@/api/baseQuery';
import { describeApiError } from '@/api/errors';
import { pageApiOf, type PageApiState, type PageQueryEntry } from '@/api/pageData';
import type { PageRequestContext } from '@/state/pageLoad';
import { loadStoreInfo } from '@/features/store-info/storeInfoApi';
import { setupStore } from '../store';

export interface PageData {
  /** What the page is drawn from and the client's store starts from: finished, definitive answers only. */
  pageApi: PageApiState;
  /** False when the API was slow or failing: the browser fetches what is missing. */
  complete: boolean;
}

/** A finished answer the page may show as it is: a success, or the API saying "no such thing". */
const isDefinitive = (entry: PageQueryEntry) => {
  if (entry.status === 'fulfilled') return true;
  const failure = describeApiError(entry.error);
  return failure.kind === 'response' && failure.status === 404;
};

/**
 * One request's store and deadline: the request context its route's loader reads
 * (src/state/pageLoad.ts). Store info, which every page's shell reads, is asked for at once.
 * `finish` then keeps what the page may show: whatever has not answered by the deadline, or
 * failed other than with a 404, is left out, and the page shows its skeleton there while the
 * browser fetches it, as without a page server.
 */
export function createPageContext(serverFetch: NonNullable<ServerFetchExtra['serverFetch']>, dataTimeoutMs: number) {
  const store = setupStore(undefined, { serverFetch });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), dataTimeoutMs);
  });
  let late = false;
  const inTime = async <T>(work: Promise<T>): Promise<T | undefined> => {
    const done = await Promise.race([work.then((value) => ({ value })), deadline]);
    if (!done) late = true;
    return done?.value;
  };
  const running = () => store.dispatch(baseApi.util.getRunningQueriesThunk());
  const settled = async () => {
    await Promise.all(running());
    return store.getState();
  };
  void loadStoreInfo(store);
  const context: PageRequestContext = { dispatch: store.dispatch, getState: store.getState, inTime, settled };

  async function finish(): Promise<PageData> {
    // Store info, for a page whose loader did not wait for it.
    if (running().length > 0) await inTime(settled());
    clearTimeout(timer);
    // Late answers are of no use to this page: stop them.
    for (const query of running()) query.abort();
    const all = pageApiOf(store.getState().api, () => true);
    const pageApi = pageApiOf(store.getState().api, isDefinitive);
    return { pageApi, complete: !late && Object.keys(all.queries).length === Object.keys(pageApi.queries).length };
  }

  return { context, finish };
}
