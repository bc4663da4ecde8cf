import type { UnknownAction } from '@reduxjs/toolkit';
import { isRecord, type UnknownRecord } from '@/utils/guards';
import { redact } from '@/utils/redaction';
import type { RecordedAction } from './recorder';

/** Where the tab keeps its recording between page loads (session storage: it ends with the tab). */
export const RECORDING_STORAGE_KEY = 'supportRecording';
const VERSION = 1;
// Far above what the recorder writes (its byte budget plus one state): anything longer is not its own.
const MAX_STORED_CHARS = 16 * 1024 * 1024;

/** The tab's session storage, or null where the browser disables it (reading it then throws). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredText(storage: Storage): string | null {
  try {
    return storage.getItem(RECORDING_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A recording as a previous page of this tab left it. */
export interface StoredRecording {
  startState: UnknownRecord;
  startedAt: number;
  actions: RecordedAction[];
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function toRecordedAction(entry: unknown): RecordedAction | null {
  if (!isRecord(entry) || !isTime(entry.timestamp) || !isRecord(entry.action) || typeof entry.action.type !== 'string') return null;
  return { action: entry.action as UnknownAction, timestamp: entry.timestamp };
}

/**
 * The stored copy, if it has exactly the shape the recorder writes; null for anything else (another
 * version, a damaged or hand-edited value). Written redacted, it is redacted again as it is read:
 * whatever sits under the key, no e-mail, password or token gets into a support file through it.
 * Hand-checked rather than by a schema library: this runs in every page, and a few lines do.
 */
function parseStoredRecording(text: string, limit: number): StoredRecording | null {
  if (text.length > MAX_STORED_CHARS) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.version !== VERSION || !isTime(stored.startedAt) || !isRecord(stored.startState)) return null;
  if (!Array.isArray(stored.actions) || stored.actions.length > limit) return null;
  const actions = stored.actions.map(toRecordedAction);
  if (actions.some((entry) => entry === null)) return null;
  const clean = redact({ startState: stored.startState, actions }) as { startState: UnknownRecord; actions: RecordedAction[] };
  return { startState: clean.startState, startedAt: stored.startedAt, actions: clean.actions };
}

const sameKeys = (a: UnknownRecord, b: unknown) => isRecord(b) && Object.keys(a).sort().join() === Object.keys(b).sort().join();

/**
 * The earlier pages' recording, if it is one this recorder could have written: its shape, a state of
 * this version of the app (the slices of `pageStart`, the state this page started from), and every
 * step replaying through the app's reducer, as the export and Redux DevTools will replay it.
 */
export function readCarriedRecording(
  text: string,
  { limit, pageStart, replay }: { limit: number; pageStart: unknown; replay: (state: unknown, action: UnknownAction) => unknown },
): StoredRecording | null {
  const carried = parseStoredRecording(text, limit);
  if (!carried || !sameKeys(carried.startState, pageStart)) return null;
  try {
    carried.actions.reduce<unknown>((state, { action }) => replay(state, action), carried.startState);
    return carried;
  } catch {
    return null;
  }
}

/** The text stored, put together from the JSON each part was already written as: no new stringify of the actions. */
export function storedRecordingText(startJson: string, startedAt: number, entries: ReadonlyArray<{ json: string; timestamp: number }>) {
  const actions = entries.map(({ json, timestamp }) => `{"timestamp":${timestamp},"action":${json}}`).join(',');
  return `{"version":${VERSION},"startedAt":${startedAt},"startState":${startJson},"actions":[${actions}]}`;
}

/** Stores the text; when the storage is full or refuses, removes the stale copy and says so. */
export function writeStoredText(storage: Storage, text: string): boolean {
  try {
    storage.setItem(RECORDING_STORAGE_KEY, text);
    return true;
  } catch {
    try {
      storage.removeItem(RECORDING_STORAGE_KEY);
    } catch {
      // Storage that refuses even this holds nothing of ours worth removing.
    }
    return false;
  }
}

const FLUSH_DELAY_MS = 2_000;

/**
 * Runs `flush` when the tab is hidden or left (a reload, a link to the bank's page) and, while new
 * actions come, at most every two seconds at an idle moment: one write per burst, never per action.
 */
export function scheduleFlushes(flush: () => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const now = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    flush();
  };
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: FLUSH_DELAY_MS }) : run();
  window.addEventListener('pagehide', now);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') now();
  });
  return {
    changed() {
      timer ??= setTimeout(() => whenIdle(now), FLUSH_DELAY_MS);
    },
  };
}
