import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SORT_LABELS, SORTS, type ReviewSort, type Stars } from './reviews';

interface Props {
  sort: ReviewSort;
  star: Stars | null;
  onSort: (sort: ReviewSort) => void;
  onShowAll: () => void;
}

/** The sort (a native select: the phone's own picker) and, when filtered by a star, what is shown and "Show all". */
export function ReviewsControls({ sort, star, onSort, onShowAll }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 1 }}>
      <TextField
        select
        size="small"
        label="Sort reviews"
        value={sort}
        onChange={(event) => onSort(event.target.value as ReviewSort)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 180 }}
      >
        {SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </TextField>
      {star !== null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" role="status">
            Showing {star}-star reviews
          </Typography>
          <Button size="small" onClick={onShowAll}>
            Show all
          </Button>
        </Box>
      )}
    </Box>
  );
}
