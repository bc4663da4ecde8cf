import type React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { REVIEW_SORTS, type ReviewSort } from '@rules/reviewListing';
import { SORT_LABELS, type Stars } from './reviews';

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
      {/* A plain <select> rather than MUI's TextField: the same native picker, without bringing the
          form-field modules into the product page's chunks. */}
      <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: '0.875rem' }}>
        Sort reviews
        <Box
          component="select"
          value={sort}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onSort(event.target.value as ReviewSort)}
          sx={{
            font: 'inherit',
            minHeight: 40,
            px: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'grey.500',
            bgcolor: 'background.paper',
            color: 'text.primary',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        >
          {REVIEW_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </Box>
      </Box>
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
