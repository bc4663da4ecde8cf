import { useCallback } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RenderMoment } from '@/features/support/MomentFrame';
import { ReplayScreen } from '@/features/support/ReplayScreen';
import './allEndpoints';
import { ReplayedScreen } from './ReplayedScreen';
import { createRootReducer } from '../store';

/** /support/replay: the support feature's screen, given the app's reducer and its screens to draw. */
export function SupportReplayRoute({ screens }: { screens: RouteObject[] }) {
  const renderMoment = useCallback<RenderMoment>(
    (state, route, onMissing) => <ReplayedScreen screens={screens} state={state} route={route} onMissing={onMissing} />,
    [screens],
  );
  return <ReplayScreen createReducer={createRootReducer} renderMoment={renderMoment} />;
}
