import type { UnknownAction } from '@reduxjs/toolkit';
import { isRecord, type UnknownRecord } from '@/utils/guards';
import { redact } from '@/utils/redaction';
import type { RecordedAction } from './recorder';

/**
 * How the tab keeps its recording between page loads, in session storage (it ends with the tab):
 * the actions in chunks of a few dozen, each written once it is complete, under `supportRecording.{id}`;
 * the state the first chunk starts from under `supportRecording.start.{id}`; and a small head,
 * `supportRecording`, naming them. Chromium's setItem costs about 0.3 ms per KB on the main thread
 * here (a 750 KB recording: 200–600 ms), so one value holding the whole recording would stall the
 * page at every write: chunks keep each write to the few KB that changed.
 */
export const RECORDING_STORAGE_KEY = 'supportRecording';
export const STORAGE_VERSION = 2;
export const CHUNK_ACTIONS = 25;
export const CHUNK_CHARS = 16 * 1024;
export const chunkKey = (id: number) => `${RECORDING_STORAGE_KEY}.${id}`;
export const startKey = (id: number) => `${RECORDING_STORAGE_KEY}.start.${id}`;
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

export function readStoredItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** A recording as earlier pages of this tab left it, chunk by chunk. */
export interface CarriedRecording {
  startState: UnknownRecord;
  startedAt: number;
  chunks: Array<{ id: number; actions: RecordedAction[] }>;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isChunkId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const sameKeys = (a: UnknownRecord, b: unknown) => isRecord(b) && Object.keys(a).sort().join() === Object.keys(b).sort().join();

function parse(text: string | null): unknown {
  try {
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toRecordedAction(entry: unknown): RecordedAction | null {
  if (!isRecord(entry) || !isTime(entry.timestamp) || !isRecord(entry.action) || typeof entry.action.type !== 'string') return null;
  return { action: entry.action as UnknownAction, timestamp: entry.timestamp };
}

function readChunks(storage: Storage, ids: number[]): CarriedRecording['chunks'] | null {
  const chunks: CarriedRecording['chunks'] = [];
  let chars = 0;
  for (const id of ids) {
    const text = readStoredItem(storage, chunkKey(id));
    chars += text?.length ?? 0;
    const list = chars > MAX_STORED_CHARS ? undefined : parse(text);
    if (!Array.isArray(list) || list.length === 0) return null;
    const actions = list.map(toRecordedAction);
    if (actions.some((entry) => entry === null)) return null;
    chunks.push({ id, actions: actions as RecordedAction[] });
  }
  return chunks;
}

interface CarryOptions {
  /** At most this many actions, plus the part of a chunk the recorder had already let go. */
  limit: number;
  /** The state this page started from: the stored one must have the same slices. */
  pageStart: unknown;
  /** The app's reducer: every stored step must replay, as the export and Redux DevTools will replay it. */
  replay: (state: unknown, action: UnknownAction) => unknown;
}

/**
 * The earlier pages' recording, if it is one this recorder could have written: its layout, a state
 * of this version of the app, at most `limit` actions and a chunk, each step replaying; null for
 * anything else (another version, a damaged or hand-edited value). Written redacted, it is redacted
 * again as it is read: whatever sits under the keys, no e-mail, password or token gets into a
 * support file through it. Hand-checked rather than by a schema library: this runs in every page.
 */
export function readCarriedRecording(
  storage: Storage,
  headText: string,
  { limit, pageStart, replay }: CarryOptions,
): CarriedRecording | null {
  const head = parse(headText);
  if (!isRecord(head) || head.version !== STORAGE_VERSION || !isTime(head.startedAt) || !Array.isArray(head.chunks)) return null;
  const ids: unknown[] = head.chunks;
  if (!ids.every(isChunkId) || ids.length === 0 || ids.length > limit || new Set(ids).size !== ids.length || head.start !== ids[0])
    return null;
  const startState = parse(readStoredItem(storage, startKey(ids[0]!)));
  if (!isRecord(startState) || !sameKeys(startState, pageStart)) return null;
  const chunks = readChunks(storage, ids);
  if (!chunks || chunks.reduce((sum, chunk) => sum + chunk.actions.length, 0) > limit + CHUNK_ACTIONS) return null;
  const clean = redact({ startState, chunks }) as Omit<CarriedRecording, 'startedAt'>;
  try {
    clean.chunks.flatMap((chunk) => chunk.actions).reduce<unknown>((state, { action }) => replay(state, action), clean.startState);
  } catch {
    return null;
  }
  return { ...clean, startedAt: head.startedAt };
}
