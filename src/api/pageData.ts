import { createAction } from '@reduxjs/toolkit';
import { isRecord } from '@/utils/guards';
import { scriptSafeJson } from '@/utils/scriptJson';

/**
 * The API cache a server-rendered page was drawn from: the answers its screen shows, written into
 * the page (`<script type="application/json" id="page-data">`) and put back into the client's
 * store before it hydrates, so the client asks the API for none of them (RTK Query's
 * extractRehydrationInfo, src/api/baseApi.ts). Only finished answers travel: fulfilled ones, and
 * the rejections the page shows as such (an unknown product's 404).
 */
export interface PageApiState {
  queries: Record<string, PageQueryEntry>;
  mutations: Record<string, never>;
  provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, unknown[]> };
}

export interface PageQueryEntry {
  status: 'fulfilled' | 'rejected';
  endpointName: string;
  requestId: string;
  originalArgs: unknown;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
  data?: unknown;
  error?: unknown;
}

export const PAGE_DATA_ID = 'page-data';

/** The page-data script element's text (read back by readPageData). */
export const pageDataText = (page: PageApiState) => scriptSafeJson(page);

export const emptyPageApi = (): PageApiState => ({ queries: {}, mutations: {}, provided: { tags: {}, keys: {} } });

/** Dispatched once, before the first render, with what the server fetched for the page. */
export const pageDataReceived = createAction<PageApiState>('page/dataReceived');

/** What a store's `api` slice holds that a page may carry: finished entries only. */
export function pageApiOf(api: { queries: Record<string, unknown> }, keep: (entry: PageQueryEntry) => boolean): PageApiState {
  const page = emptyPageApi();
  for (const [key, entry] of Object.entries(api.queries)) {
    const checked = asEntry(entry);
    if (checked && keep(checked)) page.queries[key] = checked;
  }
  return page;
}

function asEntry(value: unknown): PageQueryEntry | null {
  if (!isRecord(value)) return null;
  const { status, endpointName, requestId } = value;
  if (status !== 'fulfilled' && status !== 'rejected') return null;
  if (typeof endpointName !== 'string' || typeof requestId !== 'string') return null;
  return value as unknown as PageQueryEntry;
}

/**
 * The page's API cache from the text of its page-data script; null for no script, unreadable text
 * or anything not shaped like one (a proxy that mangled the page, an old page in a cache): then
 * the client simply fetches, as on a page without it.
 */
export function readPageData(text: string | null | undefined): PageApiState | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.queries)) return null;
  const page = pageApiOf({ queries: parsed.queries }, () => true);
  const provided = isRecord(parsed.provided) ? parsed.provided : {};
  if (isRecord(provided.tags) && isRecord(provided.keys) && Object.values(provided.tags).every(isTagMap)) {
    page.provided = { tags: provided.tags as PageApiState['provided']['tags'], keys: provided.keys as PageApiState['provided']['keys'] };
  }
  return page;
}

const isTagMap = (value: unknown) =>
  isRecord(value) && Object.values(value).every((keys) => Array.isArray(keys) && keys.every((key) => typeof key === 'string'));
