import { isAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE } from 'redux-persist';
import { redact } from '@/utils/redaction';
import { pageLoaded } from './pageLoaded';
import { createRecordingLog, scheduleFlushes, type LoggedEntry } from './recordingLog';
import { RECORDING_STORAGE_KEY, readCarriedRecording, readStoredItem } from './recordingStorage';

export const RECORDING_LIMIT = 500;

/**
 * The app's reducer for replaying in this page. RTK Query's reducer throws on a request of an
 * endpoint this page has not injected yet (a lazy route's, such as the product page's reviews,
 * replayed after a reload on /cart): such a request leaves this page's copy of the cache as it was,
 * rather than losing the recording; the replay screen, which injects every endpoint, replays it in full.
 */
function replayable(reducer: Reducer): Reducer {
  return (state, action) => {
    try {
      return reducer(state, action);
    } catch (error) {
      if (endpointOf(action) !== null) return state;
      throw error;
    }
  };
}

/** The endpoint an RTK Query request action is for, or null for any other action. */
function endpointOf(action: UnknownAction): string | null {
  const { meta } = action as { meta?: { arg?: { endpointName?: unknown } } };
  return typeof meta?.arg?.endpointName === 'string' ? meta.arg.endpointName : null;
}
/** Actions are dropped oldest first past this many bytes of JSON too, whatever their number. */
export const RECORDING_BYTE_BUDGET = 4 * 1024 * 1024;

export interface RecordedAction {
  action: UnknownAction;
  timestamp: number;
}

/** What the recorder keeps, all of it redacted: the window's first state and the actions since. */
export interface Recording {
  /** The state the first kept action started from; every later state is a replay away. */
  startState: unknown;
  startedAt: number;
  actions: readonly RecordedAction[];
  /** The store's state when the snapshot was taken: what replaying the actions must reach. */
  currentState: unknown;
  takenAt: number;
}

export interface SessionRecorder {
  middleware: Middleware;
  snapshot(): Recording;
  /** A reducer of its own, so that replays never share redux-persist's storage with the live store. */
  createReducer(): Reducer;
  /** JSON bytes kept for the actions, and their count. */
  size(): { actions: number; bytes: number };
}

interface Options {
  createReducer: () => Reducer;
  limit?: number;
  byteBudget?: number;
  now?: () => number;
  /** The tab's session storage: the recording is kept there too and goes on after a reload. */
  storage?: Storage | null;
}

// redux-persist's start-up and storage actions carry callbacks and cannot be replayed (its PERSIST
// throws when replayed): the recording starts afresh from the state they leave.
const RESTARTING = new Set<string>([PERSIST, FLUSH, PAUSE, PURGE]);

/** `json`: the action written once as it is recorded; it counts the bytes and is what gets stored. */
type Entry = LoggedEntry;

/**
 * The always-on recorder: the last `limit` actions with their times and the state the first one
 * started from, redacted before anything is kept. Dropping the oldest action replays it onto the
 * kept start state, so memory holds one state plus the actions instead of one state per action.
 *
 * With `storage`, the recording outlives the page: it is written there chunk by chunk at idle
 * moments and when the page is left (recordingLog.ts), and the next page of the tab carries it on
 * after a `pageLoaded` boundary. The stored copy is read lazily (at the first write or snapshot, not
 * while the page starts) and only if it is one the recorder could have written
 * (readCarriedRecording); else the page's recording starts afresh, as a new tab's does.
 */
export function createSessionRecorder({
  createReducer,
  limit = RECORDING_LIMIT,
  byteBudget = RECORDING_BYTE_BUDGET,
  now = Date.now,
  storage = null,
}: Options): SessionRecorder {
  // The state the first kept action started from, redacted the first time it is needed (a flush, a
  // snapshot, dropping the oldest action): redacting the whole store (the API cache with every
  // product on the page) when the recording starts again — as persistence starts, right after the
  // app has taken the page — cost a phone ~25 ms of a task a first tap could wait behind.
  let start: (() => unknown) | null = null;
  let startedAt = 0;
  let entries: Entry[] = [];
  let bytes = 0;
  let replayReducer: Reducer | null = null;
  let readState: () => unknown = () => undefined;
  // Whether an earlier page of the tab left a recording: carried on behind this page's boundary.
  let carriedHead = storage ? readStoredItem(storage, RECORDING_STORAGE_KEY) : null;
  let boundary: Entry | null = null;
  const log = storage ? createRecordingLog(storage) : null;

  const replay = (state: unknown, action: UnknownAction) => {
    replayReducer ??= replayable(createReducer());
    return replayReducer(state, action);
  };

  function setStart(state: unknown, at: number) {
    start = () => state;
    startedAt = at;
  }

  /** Starts the recording from the store's state now, redacted when first read. */
  function startFromNow() {
    const state = readState();
    let redacted: { state: unknown } | null = null;
    start = () => (redacted ??= { state: redact(state) }).state;
    startedAt = now();
  }

  function forget() {
    start = null;
    startedAt = 0;
    entries = [];
    bytes = 0;
    boundary = null;
  }

  function dropOldest() {
    carryOn();
    const oldest = entries.shift();
    if (!oldest) return;
    setStart(replay(start?.(), oldest.action), oldest.timestamp);
    bytes -= oldest.json.length;
    log?.dropped(oldest, entries[0], start?.(), startedAt);
  }

  function keepWithinBounds() {
    while (entries.length > limit || (bytes > byteBudget && entries.length > 1)) dropOldest();
  }

  const entryOf = (action: UnknownAction, timestamp: number): Entry => ({ action, timestamp, json: JSON.stringify(action) });

  /** Puts the earlier pages' recording in front of this page's boundary, if it is one the recorder could have written. */
  function carryOn() {
    if (!boundary) return;
    const atBoundary = boundary;
    boundary = null;
    const carried = carriedHead === null ? null : readCarriedRecording(storage!, carriedHead, { limit, pageStart: start?.(), replay });
    carriedHead = null;
    if (!carried) {
      // Nothing usable before this page: its recording starts where the page did, as a fresh tab's.
      entries = entries.filter((entry) => entry !== atBoundary);
      bytes -= atBoundary.json.length;
      return;
    }
    const earlier = carried.chunks.flatMap(({ id, actions }) =>
      actions.map(({ action, timestamp }) => ({ ...entryOf(action, timestamp), chunk: id })),
    );
    log?.adopt(carried);
    setStart(carried.startState, carried.startedAt);
    entries = [...earlier, ...entries];
    bytes += earlier.reduce((sum, entry) => sum + entry.json.length, 0);
    keepWithinBounds();
  }

  function record(action: UnknownAction): Entry {
    if (start === null) {
      startFromNow();
      if (carriedHead !== null) {
        boundary = entryOf(pageLoaded(`${location.pathname}${location.search}${location.hash}`, start!()), startedAt);
        entries.push(boundary);
        bytes += boundary.json.length;
      }
    }
    const entry = entryOf(redact(action) as UnknownAction, now());
    entries.push(entry);
    bytes += entry.json.length;
    keepWithinBounds();
    flushes?.changed();
    return entry;
  }

  function flush() {
    if (start === null) return;
    try {
      carryOn();
      log?.write(start(), startedAt, entries);
    } catch (error) {
      console.warn('The support recorder could not keep its recording for the next page', error);
    }
  }
  const flushes = log ? scheduleFlushes(flush) : null;

  // The recorder must never stand in the shop's way: if recording fails, it starts afresh.
  function recordSafely(action: UnknownAction): Entry | null {
    try {
      return record(action);
    } catch (error) {
      console.warn('The support recorder skipped an action and starts afresh', error);
      forget();
      return null;
    }
  }

  const middleware: Middleware = (api) => {
    readState = api.getState;
    return (next) => (action) => {
      if (!isAction(action)) return next(action);
      if (RESTARTING.has(action.type)) {
        const result = next(action);
        forget();
        return result;
      }
      // Kept before the reducer runs, so nested dispatches are recorded in the order they apply.
      const entry = recordSafely(action);
      try {
        return next(action);
      } catch (error) {
        // The reducer refused it: the state did not change, so the action did not happen.
        if (entry && entries.includes(entry)) {
          entries = entries.filter((kept) => kept !== entry);
          bytes -= entry.json.length;
        }
        throw error;
      }
    };
  };

  return {
    middleware,
    createReducer: () => replayable(createReducer()),
    snapshot() {
      carryOn();
      const currentState = redact(readState());
      return {
        startState: start === null ? currentState : start(),
        startedAt: start === null ? now() : startedAt,
        actions: entries.map(({ action, timestamp }) => ({ action, timestamp })),
        currentState,
        takenAt: now(),
      };
    },
    size: () => ({ actions: entries.length, bytes }),
  };
}
