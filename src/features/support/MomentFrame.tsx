import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Draws the shop's own screen for a recorded state and path; `onMissing` hears of every call it could not answer. */
export type RenderMoment = (state: unknown, route: string, onMissing: (endpoint: string) => void) => ReactNode;

/** One moment of the recording, drawn by the real screens; remounted (key) for every step. */
export function MomentFrame({ state, route, render }: { state: unknown; route: string; render: RenderMoment }) {
  const [missing, setMissing] = useState<string[]>([]);
  const onMissing = useCallback((endpoint: string) => {
    setMissing((list) => (list.includes(endpoint) ? list : [...list, endpoint]));
  }, []);
  const screen = useMemo(() => render(state, route, onMissing), [render, state, route, onMissing]);

  return (
    <section aria-labelledby="replay-screen-heading">
      <Typography id="replay-screen-heading" variant="subtitle1" component="h2" sx={{ wordBreak: 'break-all' }}>
        Screen at this step: {route}
      </Typography>
      {missing.length > 0 && (
        <Alert severity="info" sx={{ my: 1 }}>
          This screen asked for data that is not in this recording ({missing.join(', ')}). Nothing was fetched.
        </Alert>
      )}
      {/* transform: the screen's fixed-position parts stay inside the frame. */}
      <Box
        sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: '80vh', overflow: 'auto', transform: 'translateZ(0)' }}
      >
        {screen}
      </Box>
    </section>
  );
}
