import type { Reducer } from '@reduxjs/toolkit';
import { asArray, isRecord } from '@/utils/guards';
import { persistTolerantly } from '@/utils/tolerantPersistence';
import { RECENT_SEARCHES_LIMIT, type SearchSliceState } from './searchSlice';
import { cleanQuery } from './searchWords';

export const RECENT_SEARCHES_STORAGE_KEY = 'recentSearches';

/** Whatever the key held → at most 8 clean searches, one per wording, in the stored order. */
export function migrateStoredSearches(stored: unknown): SearchSliceState {
  const candidates = Array.isArray(stored) ? stored : isRecord(stored) ? asArray(stored.recent) : [];
  const recent: string[] = [];
  for (const candidate of candidates) {
    if (recent.length === RECENT_SEARCHES_LIMIT) break;
    const q = typeof candidate === 'string' ? cleanQuery(candidate) : '';
    if (q && !recent.some((kept) => kept.toLowerCase() === q.toLowerCase())) recent.push(q);
  }
  return { recent, backend: 'unknown' };
}

export function persistSearches(reducer: Reducer<SearchSliceState>) {
  return persistTolerantly(reducer, { key: RECENT_SEARCHES_STORAGE_KEY, field: 'recent', version: 1, clean: migrateStoredSearches });
}
