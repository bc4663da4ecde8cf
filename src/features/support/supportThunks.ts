import type { SupportThunk } from './recording';
import { buildSupportFile, summarize, type SupportSummary } from './supportFile';

/** `APP_VERSION` is package.json's version, set at build time. */
export const APP_VERSION = process.env.APP_VERSION || 'unknown';

const PREVIEW_STEPS = 8;

export interface PreparedReport {
  text: string;
  summary: SupportSummary;
  latestSteps: string[];
  /** The redacted state at this moment, as the file holds it. */
  statePreview: string;
}

/** Builds the support file now; the time it takes shows in the browser's performance timeline. */
export const prepareReport =
  (): SupportThunk<PreparedReport | null> =>
  (_dispatch, _getState, { recorder }) => {
    if (!recorder) return null;
    const started = performance.now();
    const recording = recorder.snapshot();
    const text = buildSupportFile(recording, recorder.createReducer(), APP_VERSION);
    performance.measure?.('support:export', { start: started, end: performance.now() });
    return {
      text,
      summary: summarize(recording, APP_VERSION),
      latestSteps: recording.actions.slice(-PREVIEW_STEPS).map(({ action }) => action.type),
      statePreview: JSON.stringify(recording.currentState, null, 2),
    };
  };
