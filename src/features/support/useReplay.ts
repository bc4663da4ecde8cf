import { useCallback, useState } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import { readSupportFile, type LoadedRecording } from './readSupportFile';
import { stateChanges } from './stepDescription';
import { replayStates } from './supportFile';

export interface Replay {
  recording: LoadedRecording;
  /** The state after each step, replayed in this page from the recording's first state. */
  states: unknown[];
  /** Differences between the replay's last state and the state saved with the file; null without one. */
  mismatches: number | null;
}

export const CANNOT_REPLAY = 'This recording cannot be replayed by this version of the shop.';

export function useReplay(createReducer: () => Reducer) {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState('');

  const open = useCallback(
    (text: string) => {
      const read = readSupportFile(text);
      if (!read.ok) {
        setError(read.message);
        return;
      }
      const { recording } = read;
      const skipped = new Set(recording.steps.flatMap((step, index) => (step.skipped ? [index] : [])));
      try {
        const states = replayStates(
          createReducer(),
          recording.startState,
          recording.steps.map((step) => step.action),
          skipped,
        );
        const saved = recording.support?.stateAtExport;
        const mismatches = saved === undefined ? null : stateChanges(states.at(-1), saved).length;
        setReplay({ recording, states, mismatches });
        setError('');
      } catch (failure) {
        console.error('Replay failed', failure);
        setError(CANNOT_REPLAY);
      }
    },
    [createReducer],
  );

  return { replay, error, open };
}
