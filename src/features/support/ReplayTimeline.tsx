import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { ReplayStep } from './readSupportFile';
import { actionDetail } from './stepDescription';

interface Props {
  steps: ReplayStep[];
  step: number;
  onStep: (step: number) => void;
}

const seconds = (ms: number) => `+${(ms / 1000).toFixed(1)} s`;

/** The slider and the list of actions: two ways to pick a moment of the recording. */
export function ReplayTimeline({ steps, step, onStep }: Props) {
  const last = steps.length - 1;
  const first = steps[0]?.timestamp ?? 0;
  const selected = useRef<HTMLDivElement>(null);
  // Braces: Chromium's scrollIntoView returns a promise, which React would take for a clean-up.
  useEffect(() => {
    selected.current?.scrollIntoView?.({ block: 'nearest' });
  }, [step]);
  const label = (index: number) => `Step ${index} of ${last}: ${steps[index]?.action.type ?? ''}`;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography id="replay-step-label" variant="subtitle2" component="h2">
        Step {step} of {last}
      </Typography>
      <Slider
        aria-labelledby="replay-step-label"
        value={step}
        min={0}
        max={Math.max(last, 0)}
        step={1}
        onChange={(_event, value) => onStep(value as number)}
        getAriaValueText={label}
        sx={{ mx: 1, width: 'auto' }}
      />
      <List
        dense
        aria-label="Recorded actions"
        sx={{ maxHeight: 420, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {steps.map(({ action, timestamp, skipped }, index) => (
          <ListItem key={index} disablePadding>
            <ListItemButton
              ref={index === step ? selected : undefined}
              selected={index === step}
              aria-current={index === step ? 'step' : undefined}
              onClick={() => onStep(index)}
            >
              <ListItemText
                primary={`${index}. ${action.type}${skipped ? ' (skipped)' : ''}`}
                secondary={[actionDetail(action), seconds(timestamp - first)].filter(Boolean).join(' · ')}
                slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: '0.8125rem', wordBreak: 'break-all' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
