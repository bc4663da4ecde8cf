import type { UnknownAction } from '@reduxjs/toolkit';
import {
  CHUNK_ACTIONS,
  CHUNK_CHARS,
  RECORDING_STORAGE_KEY,
  STORAGE_VERSION,
  chunkKey,
  startKey,
  type CarriedRecording,
} from './recordingStorage';

/** A recorded action as the recorder keeps it: its JSON is written once, and `chunk` says where it is stored. */
export interface LoggedEntry {
  action: UnknownAction;
  timestamp: number;
  json: string;
  chunk?: number;
}

interface Chunk {
  id: number;
  count: number;
  chars: number;
}

const chunkText = (entries: LoggedEntry[]) =>
  `[${entries.map(({ json, timestamp }) => `{"timestamp":${timestamp},"action":${json}}`).join(',')}]`;

/**
 * Keeps the recording in session storage chunk by chunk (see recordingStorage.ts). A write puts
 * down the chunks that changed, the start state only when the first chunk changed, then the head;
 * what the head no longer names is removed after it, so that a page closed half way still leaves
 * a recording that replays. Once the storage refuses a write (full, or disabled) the copy is
 * removed and this page records in memory only.
 */
export function createRecordingLog(storage: Storage) {
  let chunks: Chunk[] = [];
  let openId: number | null = null;
  let nextId = 0;
  // The state the first stored chunk starts from, and whether it is written yet.
  let start: { chunk: number; state: unknown; at: number; written: boolean } | null = null;
  let storedStartChunk: number | null = null;
  let broken = false;

  function removeAll() {
    const ours: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === RECORDING_STORAGE_KEY || key?.startsWith(`${RECORDING_STORAGE_KEY}.`)) ours.push(key);
    }
    for (const key of ours) storage.removeItem(key);
    chunks = [];
    openId = null;
    storedStartChunk = null;
  }

  function write(state: unknown, at: number, entries: LoggedEntry[]) {
    const firstIndex = chunks.findIndex((chunk) => chunk.id === entries[0]!.chunk);
    let obsolete: Chunk[] = [];
    if (firstIndex === -1 || start?.chunk !== entries[0]!.chunk) {
      // Nothing stored is still part of the recording (a first write, a restart): all of it afresh.
      removeAll();
      for (const entry of entries) entry.chunk = undefined;
      start = { chunk: nextId, state, at, written: false };
    } else {
      obsolete = chunks.slice(0, firstIndex);
      chunks = chunks.slice(firstIndex);
    }
    const changed = new Set<number>();
    for (const entry of entries) {
      if (entry.chunk !== undefined) continue;
      let open = chunks.at(-1);
      if (!open || open.id !== openId || open.count >= CHUNK_ACTIONS || open.chars >= CHUNK_CHARS) {
        open = { id: nextId++, count: 0, chars: 0 };
        chunks.push(open);
        openId = open.id;
      }
      entry.chunk = open.id;
      open.count += 1;
      open.chars += entry.json.length;
      changed.add(open.id);
    }
    // A first chunk written anew holds the recording's first entries: it starts from the recording's start.
    if (changed.has(chunks[0]!.id)) start = { chunk: chunks[0]!.id, state, at, written: false };
    for (const id of changed) storage.setItem(chunkKey(id), chunkText(entries.filter((entry) => entry.chunk === id)));
    const current = start!;
    if (!current.written) storage.setItem(startKey(current.chunk), JSON.stringify(current.state));
    storage.setItem(
      RECORDING_STORAGE_KEY,
      JSON.stringify({ version: STORAGE_VERSION, startedAt: current.at, start: current.chunk, chunks: chunks.map((chunk) => chunk.id) }),
    );
    for (const chunk of obsolete) storage.removeItem(chunkKey(chunk.id));
    if (storedStartChunk !== null && storedStartChunk !== current.chunk) storage.removeItem(startKey(storedStartChunk));
    storedStartChunk = current.chunk;
    current.written = true;
  }

  return {
    /** The chunks earlier pages stored, now part of this page's recording (their entries carry their ids). */
    adopt(carried: CarriedRecording) {
      chunks = carried.chunks.map(({ id, actions }) => ({ id, count: actions.length, chars: CHUNK_CHARS }));
      nextId = Math.max(...chunks.map((chunk) => chunk.id)) + 1;
      start = { chunk: chunks[0]!.id, state: carried.startState, at: carried.startedAt, written: true };
      storedStartChunk = start.chunk;
    },
    /** The recorder let go of its oldest entry; `state` is now the state before `first`. */
    dropped(oldest: LoggedEntry, first: LoggedEntry | undefined, state: unknown, at: number) {
      if (first?.chunk !== undefined && first.chunk !== oldest.chunk) start = { chunk: first.chunk, state, at, written: false };
    },
    write(state: unknown, at: number, entries: LoggedEntry[]) {
      if (broken || entries.length === 0) return;
      try {
        write(state, at, entries);
      } catch (error) {
        broken = true;
        try {
          removeAll();
        } catch {
          // Storage that refuses even this holds nothing of ours worth removing.
        }
        console.warn('The support recording is kept in memory only: the tab’s storage refused it', error);
      }
    },
  };
}

const FLUSH_DELAY_MS = 2_000;

/**
 * Runs `flush` when the tab is hidden or left (a reload, a link to the bank's page) and, while new
 * actions come, at most every two seconds at an idle moment: one write per burst, never per action.
 */
export function scheduleFlushes(flush: () => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let changed = false;
  const now = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!changed) return;
    changed = false;
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
      changed = true;
      timer ??= setTimeout(() => whenIdle(now), FLUSH_DELAY_MS);
    },
  };
}
