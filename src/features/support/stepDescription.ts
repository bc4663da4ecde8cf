import type { UnknownAction } from '@reduxjs/toolkit';
import diff from 'microdiff';
import { isRecord } from '@/utils/guards';
import { locationChanged } from '@/state/locationSlice';
import { pageLoaded } from './pageLoaded';

const VALUE_CHARS = 120;

/** A word on what an action was about: the new path, the page loaded again, or the API endpoint it concerns. */
export function actionDetail(action: UnknownAction): string {
  if (locationChanged.match(action)) return action.payload;
  if (pageLoaded.match(action)) return `page loaded: ${action.payload.path}`;
  const arg = isRecord(action.meta) && isRecord(action.meta.arg) ? action.meta.arg : null;
  return arg && typeof arg.endpointName === 'string' ? arg.endpointName : '';
}

export interface StateChange {
  path: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === undefined) return '—';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS)}…` : text;
}

/** What one step changed, path by path. */
export function stateChanges(before: unknown, after: unknown): StateChange[] {
  if (!isRecord(before) || !isRecord(after)) return before === after ? [] : [{ path: '(state)', before: show(before), after: show(after) }];
  return diff(before, after, { cyclesFix: false }).map((change) => ({
    path: change.path.join('.'),
    before: show(change.type === 'CREATE' ? undefined : change.oldValue),
    after: show(change.type === 'REMOVE' ? undefined : change.value),
  }));
}
