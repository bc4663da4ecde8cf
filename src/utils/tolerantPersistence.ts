import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type PersistedState } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { isRecord } from './guards';

/**
 * One slice persisted in local storage under `key` exactly (no `persist:` prefix), surviving
 * whatever the key holds: this app's current or an older shape, a pre-Redux plain list, corrupt
 * or hand-edited data. `clean` turns any stored value into a valid state.
 */
export interface TolerantPersistOptions<S> {
  key: string;
  /** The one field of the slice that is stored. */
  field: keyof S & string;
  /** Other fields stored beside it; a value stored in an older shape carries only `field`. */
  also?: ReadonlyArray<keyof S & string>;
  /** Bumped whenever the stored shape changes; `clean` reads the older shapes. */
  version: number;
  clean: (stored: unknown) => S;
  /**
   * The state once the stored one arrives, when the slice may change before (storage is read
   * after a server-rendered page hydrates): by default the stored state replaces it.
   */
  reconcile?: (stored: S, current: S) => S;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * redux-persist stores `{ [field]: "<json>", _persist: "<json>" }`. Anything else under the key is
 * re-wrapped so that `migrate` gets to clean it instead of the rehydration failing.
 */
export function readStoredState<S>(raw: string | null, { field, clean }: Pick<TolerantPersistOptions<S>, 'field' | 'clean'>) {
  if (raw === null) return null;
  const parsed = parseJson(raw);
  const current = isRecord(parsed) && typeof parsed[field] === 'string' && typeof parsed._persist === 'string';
  if (current) return raw;
  const legacy = isRecord(parsed) || Array.isArray(parsed) ? parsed : [];
  return JSON.stringify({
    [field]: JSON.stringify(clean(legacy)[field]),
    _persist: JSON.stringify({ version: 0, rehydrated: false }),
  });
}

const webStorage = createWebStorage('local');

export function persistTolerantly<S>(reducer: Reducer<S>, options: TolerantPersistOptions<S>) {
  const config: PersistConfig<S> = {
    key: options.key,
    keyPrefix: '',
    storage: {
      getItem: (key: string) => webStorage.getItem(key).then((raw: string | null) => readStoredState(raw, options)),
      setItem: (key: string, value: string) => webStorage.setItem(key, value),
      removeItem: (key: string) => webStorage.removeItem(key),
    },
    version: options.version,
    whitelist: [options.field, ...(options.also ?? [])],
    // Runs on every rehydration, not only on a version change: stored data may be hand-edited.
    migrate: (state) => {
      if (!state) return Promise.resolve(undefined);
      const cleaned = options.clean(state) as S & PersistedState;
      return Promise.resolve({ ...cleaned, _persist: state._persist });
    },
    ...(options.reconcile && {
      stateReconciler: (stored: S, _original: S, current: S) => ({ ...current, ...options.reconcile!(stored, current) }),
    }),
  };
  return persistReducer(config, reducer);
}
