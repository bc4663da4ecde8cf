import { useState } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { FactList } from '@/components/FactList';
import { formatSpan, formatTime } from './formatting';
import { routeOf } from '@/state/locationSlice';
import { MomentFrame, type RenderMoment } from './MomentFrame';
import { OpenRecordingButton } from './OpenRecordingButton';
import { ReplayTimeline } from './ReplayTimeline';
import { StepChanges } from './StepChanges';
import { actionDetail, stateChanges } from './stepDescription';
import { useReplay, type Replay } from './useReplay';

interface Props {
  /** A fresh root reducer, never persisted: replays must not touch this browser's own cart. */
  createReducer: () => Reducer;
  renderMoment: RenderMoment;
}

function ReplaySummary({ replay }: { replay: Replay }) {
  const { support, steps } = replay.recording;
  const first = steps[0]?.timestamp ?? 0;
  const last = steps.at(-1)?.timestamp ?? first;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FactList>
        <dt>Saved at</dt>
        <dd>{support ? `${support.exportedAt} (app version ${support.appVersion}) on ${support.route}` : 'Redux DevTools export'}</dd>
        <dt>Time span</dt>
        <dd>{formatSpan(first, last)}</dd>
        <dt>Steps</dt>
        <dd>{steps.length - 1}</dd>
      </FactList>
      {replay.mismatches === 0 && (
        <Alert severity="success">Replaying every step reaches the state the shop had when the file was saved.</Alert>
      )}
      {replay.mismatches !== null && replay.mismatches > 0 && (
        <Alert severity="warning">
          Replaying the steps does not reach the state the shop had when the file was saved ({replay.mismatches} differences). The file may
          come from another version of the shop.
        </Alert>
      )}
    </Box>
  );
}

/** Support's view of a shopper's recording: every step, what it changed, and the screen it showed. */
export function ReplayScreen({ createReducer, renderMoment }: Props) {
  usePageTitle('Support replay');
  const { replay, error, open } = useReplay(createReducer);
  const [step, setStep] = useState(0);
  const openAtEnd = (text: string) => {
    open(text);
    setStep(Number.MAX_SAFE_INTEGER);
  };

  const steps = replay?.recording.steps ?? [];
  const current = Math.min(step, steps.length - 1);
  const state = replay?.states[current];
  const before = current > 0 ? replay?.states[current - 1] : replay?.recording.startState;
  const shown = steps[current];

  return (
    <ScreenFrame width="xl">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Support replay
        </Typography>
        <Typography color="text.secondary">
          Open a file a shopper saved with “Report a problem” to step through what the shop did. Nothing is sent or fetched: the screens
          below are drawn from the recording alone, and using them changes nothing in it.
        </Typography>
        <OpenRecordingButton onOpen={openAtEnd} />
        {error && <Alert severity="error">{error}</Alert>}
        {replay && shown && (
          <>
            <ReplaySummary replay={replay} />
            <Box
              sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 4fr) minmax(0, 8fr)' }, alignItems: 'start' }}
            >
              <ReplayTimeline steps={steps} step={current} onStep={setStep} />
              <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
                <FactList label="This step">
                  <dt>Action</dt>
                  <dd>{shown.action.type}</dd>
                  <dt>Time</dt>
                  <dd>{formatTime(shown.timestamp)}</dd>
                  {actionDetail(shown.action) && (
                    <>
                      <dt>About</dt>
                      <dd>{actionDetail(shown.action)}</dd>
                    </>
                  )}
                </FactList>
                <StepChanges changes={stateChanges(before, state)} />
                <MomentFrame key={current} state={state} route={routeOf(state)} render={renderMoment} />
              </Box>
            </Box>
          </>
        )}
      </Box>
    </ScreenFrame>
  );
}
