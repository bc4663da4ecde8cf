import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StateChange } from './stepDescription';

const SHOWN = 60;

/** The state paths one step changed, before → after. */
export function StepChanges({ changes }: { changes: StateChange[] }) {
  return (
    <section aria-labelledby="replay-changes">
      <Typography id="replay-changes" variant="subtitle2" component="h3">
        What changed ({changes.length})
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing in the state changed at this step.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ m: 0, pl: 2.5, maxHeight: 260, overflow: 'auto', fontFamily: 'monospace', fontSize: '0.75rem', wordBreak: 'break-all' }}
        >
          {changes.slice(0, SHOWN).map((change) => (
            <li key={change.path}>
              <strong>{change.path}</strong>: {change.before} → {change.after}
            </li>
          ))}
          {changes.length > SHOWN && <li>… and {changes.length - SHOWN} more</li>}
        </Box>
      )}
    </section>
  );
}
