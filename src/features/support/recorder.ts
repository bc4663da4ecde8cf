import { isAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE } from 'redux-persist';
import { redact } from '@/utils/redaction';

export const RECORDING_LIMIT = 500;
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
}

// redux-persist's start-up and storage actions carry callbacks and cannot be replayed (its PERSIST
// throws when replayed): the recording starts afresh from the state they leave.
const RESTARTING = new Set<string>([PERSIST, FLUSH, PAUSE, PURGE]);

interface Entry extends RecordedAction {
  bytes: number;
}

/**
 * The always-on recorder: the last `limit` actions with their times and the state the first one
 * started from, redacted before anything is kept. Dropping the oldest action replays it onto the
 * kept start state, so memory holds one state plus the actions instead of one state per action.
 */
export function createSessionRecorder({
  createReducer,
  limit = RECORDING_LIMIT,
  byteBudget = RECORDING_BYTE_BUDGET,
  now = Date.now,
}: Options): SessionRecorder {
  let startState: unknown;
  let startedAt = 0;
  let entries: Entry[] = [];
  let bytes = 0;
  let replayReducer: Reducer | null = null;
  let readState: () => unknown = () => undefined;

  function forget() {
    startState = undefined;
    entries = [];
    bytes = 0;
  }

  function dropOldest() {
    const oldest = entries.shift();
    if (!oldest) return;
    replayReducer ??= createReducer();
    startState = replayReducer(startState, oldest.action);
    startedAt = oldest.timestamp;
    bytes -= oldest.bytes;
  }

  function record(action: UnknownAction): Entry {
    if (startState === undefined) {
      startState = redact(readState());
      startedAt = now();
    }
    const clean = redact(action);
    const entry = { action: clean, timestamp: now(), bytes: JSON.stringify(clean).length };
    entries.push(entry);
    bytes += entry.bytes;
    while (entries.length > limit || (bytes > byteBudget && entries.length > 1)) dropOldest();
    return entry;
  }

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
          bytes -= entry.bytes;
        }
        throw error;
      }
    };
  };

  return {
    middleware,
    createReducer,
    snapshot() {
      const currentState = redact(readState());
      return {
        startState: startState === undefined ? currentState : startState,
        startedAt: startState === undefined ? now() : startedAt,
        actions: entries.map(({ action, timestamp }) => ({ action, timestamp })),
        currentState,
        takenAt: now(),
      };
    },
    size: () => ({ actions: entries.length, bytes }),
  };
}
