import { createAction, type Reducer } from '@reduxjs/toolkit';
import { isRecord } from '@/utils/guards';

/**
 * The boundary a support recording marks where the tab loaded a page again (a reload, or coming
 * back from the bank's page): the recording goes on from the state the new page started with,
 * which the action carries (redacted, as everything recorded). Only recordings hold it: the live
 * store never receives it.
 */
export const pageLoaded = createAction('support/pageLoaded', (path: string, state: unknown) => ({ payload: { path, state } }));

/**
 * The app's reducer, which replays and Redux DevTools run over a recording: at a page load the
 * state becomes the state the new page started from, not a continuation of the one before.
 */
export function withPageLoads<R extends Reducer>(reducer: R): R {
  const replayable: Reducer = (state, action) =>
    pageLoaded.match(action) && isRecord(action.payload.state) ? action.payload.state : reducer(state, action);
  return replayable as R;
}
