import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

interface Props {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
}

/** A labelled choice of one option (size or colour), as toggle buttons. */
export function ProductOptions({ id, label, options, value, onChange, error }: Props) {
  if (options.length === 0) return null;
  const labelId = `${id}-label`;
  return (
    <Box>
      <Typography id={labelId} component="h2" variant="subtitle2" sx={{ mb: 1, color: error ? 'error.main' : 'text.primary' }}>
        {label}
        {value && (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            : {value}
          </Box>
        )}
      </Typography>
      <ToggleButtonGroup
        exclusive
        aria-labelledby={labelId}
        value={value || null}
        onChange={(_event, next: string | null) => onChange(next ?? '')}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButton-root': { borderRadius: 1, border: 1, borderColor: 'divider', color: 'text.primary', bgcolor: 'background.paper' },
          '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
            bgcolor: 'primary.main',
            borderColor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} size="small" sx={{ px: 2 }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
