import type { RenderMoment } from '@/features/support/MomentFrame';
import { ReplayScreen } from '@/features/support/ReplayScreen';
import './allEndpoints';
import { ReplayedScreen } from './ReplayedScreen';
import { createRootReducer } from './store';

const renderMoment: RenderMoment = (state, route, onMissing) => <ReplayedScreen state={state} route={route} onMissing={onMissing} />;

/** /support/replay: the support feature's screen, given the app's reducer and screens. */
export function SupportReplayRoute() {
  return <ReplayScreen createReducer={createRootReducer} renderMoment={renderMoment} />;
}
