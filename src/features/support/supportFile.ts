import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import jsan from 'jsan';
import { routeOf } from '@/state/locationSlice';
import type { Recording } from './recorder';

export const SUPPORT_FILE_FORMAT = 'stride-support-recording';
/** The first staged action of every Redux DevTools history (`@redux-devtools/instrument`'s INIT). */
export const INIT_ACTION = { type: '@@INIT' };

export interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

/** The Redux DevTools history ("lifted state") that its Import reads. */
export interface LiftedState {
  actionsById: Record<number, LiftedAction>;
  computedStates: Array<{ state: unknown }>;
  stagedActionIds: number[];
  skippedActionIds: number[];
  nextActionId: number;
  currentStateIndex: number;
  committedState: unknown;
}

/** What support reads first; DevTools ignores it. */
export interface SupportInfo {
  format: typeof SUPPORT_FILE_FORMAT;
  appVersion: string;
  exportedAt: string;
  route: string;
  actionCount: number;
  startedAt: number;
  endedAt: number;
  /** The shop's state (redacted) when the file was saved: what replaying the actions must reach. */
  stateAtExport: unknown;
}

/**
 * The file: DevTools' own export format (`payload` and `preloadedState` are JSON text, read by its
 * Import with jsan), plus the `support` summary. The payload is written with jsan as DevTools
 * writes its exports: an object met again (the parts of the state a step did not change) is
 * written once and referred to after, so 500 states cost about one state and their changes.
 */
export interface SupportFile {
  payload: string;
  preloadedState: string;
  support: SupportInfo;
}

/** The state after each action, from `startState`; skipped actions leave the state as it was. */
export function replayStates(
  reducer: Reducer,
  startState: unknown,
  actions: readonly UnknownAction[],
  skipped: ReadonlySet<number> = new Set(),
) {
  const states: unknown[] = [];
  let state = startState;
  actions.forEach((action, index) => {
    if (!skipped.has(index)) state = reducer(state, action);
    states.push(state);
  });
  return states;
}

export function toLiftedState(recording: Recording, reducer: Reducer): LiftedState {
  const lifted: LiftedAction[] = [
    { type: 'PERFORM_ACTION', action: INIT_ACTION, timestamp: recording.startedAt },
    ...recording.actions.map(({ action, timestamp }) => ({ type: 'PERFORM_ACTION' as const, action, timestamp })),
  ];
  const states = replayStates(
    reducer,
    recording.startState,
    lifted.map((entry) => entry.action),
  );
  return {
    actionsById: Object.fromEntries(lifted.map((entry, id) => [id, entry])),
    computedStates: states.map((state) => ({ state })),
    stagedActionIds: lifted.map((_, id) => id),
    skippedActionIds: [],
    nextActionId: lifted.length,
    currentStateIndex: lifted.length - 1,
    committedState: recording.startState,
  };
}

export function summarize(recording: Recording, appVersion: string) {
  const last = recording.actions.at(-1);
  return {
    appVersion,
    route: routeOf(recording.currentState),
    actionCount: recording.actions.length,
    startedAt: recording.actions[0]?.timestamp ?? recording.startedAt,
    endedAt: last?.timestamp ?? recording.takenAt,
  };
}

export type SupportSummary = ReturnType<typeof summarize>;

/** The file's text: one JSON document, every part of it already redacted by the recorder. */
export function buildSupportFile(recording: Recording, reducer: Reducer, appVersion: string): string {
  const file: SupportFile = {
    payload: jsan.stringify(toLiftedState(recording, reducer), undefined, undefined, { refs: true }),
    preloadedState: JSON.stringify(recording.startState),
    support: {
      format: SUPPORT_FILE_FORMAT,
      ...summarize(recording, appVersion),
      exportedAt: new Date(recording.takenAt).toISOString(),
      stateAtExport: recording.currentState,
    },
  };
  return JSON.stringify(file);
}
