import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

interface Props {
  value: number | null;
  error?: string;
  onChange: (value: number | null) => void;
  onBlur: () => void;
}

export const starLabel = (value: number) => `${value} star${value === 1 ? '' : 's'}`;

/**
 * The required stars: MUI's Rating is five native radios named `rating` (arrow keys move between
 * them), in a fieldset whose legend names the group and whose message says what is missing.
 */
export function StarsField({ value, error, onChange, onBlur }: Props) {
  return (
    <Box component="fieldset" aria-describedby={error ? 'rating-error' : undefined} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        Your rating (required)
      </Typography>
      <Rating
        name="rating"
        value={value}
        size="large"
        getLabelText={starLabel}
        emptyLabelText="No stars chosen"
        onChange={(_event, next) => onChange(next)}
        onBlur={onBlur}
        // Each star a 44×44 px target for a thumb (MUI's large star is 30 px), the star drawn as before.
        sx={{ '& .MuiRating-icon': { width: 44, height: 44, alignItems: 'center', justifyContent: 'center' } }}
      />
      {error && (
        <FormHelperText id="rating-error" error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
