import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { SessionRecorder } from './recorder';

/** The thunk extra argument: the live store's recorder, or null in stores that record nothing (replays). */
export interface SupportExtra {
  recorder: SessionRecorder | null;
}

export type SupportThunk<R> = ThunkAction<R, unknown, SupportExtra, UnknownAction>;

/**
 * Whether this store records. Apart from the report's builder (supportThunks.ts, with the file
 * format and its serializer), which loads with the export dialog, not with every page.
 */
export const isRecording =
  (): SupportThunk<boolean> =>
  (_dispatch, _getState, { recorder }) =>
    recorder !== null;
