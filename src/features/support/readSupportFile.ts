import type { UnknownAction } from '@reduxjs/toolkit';
import jsan from 'jsan';
import { asArray, isRecord } from '@/utils/guards';
import { SUPPORT_FILE_FORMAT, type SupportInfo } from './supportFile';

export const NOT_A_RECORDING = 'This file is not a shop recording. Choose the JSON file saved with “Report a problem”.';

export interface ReplayStep {
  action: UnknownAction;
  timestamp: number;
  /** Turned off in DevTools before its export: replays leave the state as it was. */
  skipped: boolean;
}

export interface LoadedRecording {
  startState: unknown;
  /** In order, starting with DevTools' @@INIT. */
  steps: ReplayStep[];
  support: SupportInfo | null;
}

export type ReadResult = { ok: true; recording: LoadedRecording } | { ok: false; message: string };

/** jsan, as DevTools' Import reads it: plain JSON, plus references to objects met before. */
function parse(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return jsan.parse(text);
  } catch {
    return undefined;
  }
}

function toStep(entry: unknown, skipped: boolean): ReplayStep | null {
  if (!isRecord(entry) || !isRecord(entry.action) || typeof entry.action.type !== 'string') return null;
  const timestamp = typeof entry.timestamp === 'number' ? entry.timestamp : 0;
  return { action: entry.action as UnknownAction, timestamp, skipped };
}

/**
 * Reads this shop's support file, or a history exported by the Redux DevTools extension (the same
 * lifted state, without the `support` summary). Nothing in it is trusted beyond its shape.
 */
export function readSupportFile(text: string): ReadResult {
  const outer = parse(text);
  if (!isRecord(outer)) return { ok: false, message: NOT_A_RECORDING };
  const lifted = 'payload' in outer ? parse(outer.payload) : outer;
  if (!isRecord(lifted) || !isRecord(lifted.actionsById) || !Array.isArray(lifted.stagedActionIds)) {
    return { ok: false, message: NOT_A_RECORDING };
  }
  const actionsById = lifted.actionsById;
  const skipped = new Set(asArray(lifted.skippedActionIds));
  const steps = lifted.stagedActionIds.map((id) => toStep(actionsById[String(id)], skipped.has(id)));
  const startState = 'committedState' in lifted ? lifted.committedState : parse(outer.preloadedState);
  if (steps.length === 0 || steps.some((step) => step === null) || !isRecord(startState)) {
    return { ok: false, message: NOT_A_RECORDING };
  }
  const support =
    isRecord(outer.support) && outer.support.format === SUPPORT_FILE_FORMAT ? (outer.support as unknown as SupportInfo) : null;
  return { ok: true, recording: { startState, steps: steps as ReplayStep[], support } };
}
