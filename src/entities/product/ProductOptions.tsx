import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { soldOutSizeName } from '@rules/stock';

interface Props {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Shown under the choices, e.g. 'Please select a size' after a refused Add to Cart. */
  error?: string;
  /** Beside the label, e.g. the size guide's button. */
  action?: ReactNode;
  /** Options with nothing left: shown struck through, still focusable (named "UK 9, sold out"), never chosen. */
  soldOut?: (option: string) => boolean;
  /** Under the choices, e.g. "Only 2 left" for the chosen one. */
  note?: ReactNode;
}

/**
 * A labelled choice of one option (size or colour), as toggle buttons. Memoized: choosing a size
 * re-renders that choice, not the colours beside it (a phone's first tap waited for both).
 */
export const ProductOptions = memo(function ProductOptions({ id, label, options, value, onChange, error, action, soldOut, note }: Props) {
  if (options.length === 0) return null;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    // Brought to the top of the screen when missing (useOptionChoice): clear of the sticky header.
    <Box sx={{ scrollMarginTop: '72px' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={labelId} component="h2" variant="subtitle2" sx={{ color: error ? 'error.main' : 'text.primary' }}>
          {label}
          {value && (
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              : {value}
            </Box>
          )}
        </Typography>
        {action}
      </Box>
      <ToggleButtonGroup
        id={id}
        exclusive
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        value={value || null}
        onChange={(_event, next: string | null) => {
          if (next && soldOut?.(next)) return;
          onChange(next ?? '');
        }}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButton-root': {
            minWidth: 44,
            minHeight: 44,
            borderRadius: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            color: 'text.primary',
            bgcolor: 'background.paper',
          },
          '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
            bgcolor: 'primary.main',
            borderColor: 'primary.main',
            color: 'primary.contrastText',
          },
          // Not the disabled attribute: a sold-out size stays in the tab order, for its name to be heard.
          '& .MuiToggleButton-root[aria-disabled="true"]': {
            color: 'text.secondary',
            borderStyle: 'dashed',
            textDecoration: 'line-through',
            cursor: 'not-allowed',
          },
        }}
      >
        {options.map((option) => {
          const gone = soldOut?.(option) ?? false;
          return (
            <ToggleButton
              key={option}
              value={option}
              size="small"
              sx={{ px: 2 }}
              {...(gone && { 'aria-disabled': true, 'aria-label': soldOutSizeName(option) })}
            >
              {option}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      {note}
      {error ? (
        <Typography id={errorId} variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
});
