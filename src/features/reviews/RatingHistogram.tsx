import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { reviewCountText } from '@/entities/product/rating';
import type { RatingSummary, Stars } from './reviews';
import { formatCount } from '@/utils/count';

interface Props {
  summary: RatingSummary;
  /** The star the list is filtered by: its row shows pressed; pressing it again shows all. */
  star: Stars | null;
  onStar: (star: Stars | null) => void;
}

/** Five rows, 5 stars to 1: each a button that filters the list by its star ("5 stars, 80 reviews"). */
export function RatingHistogram({ summary, star, onStar }: Props) {
  const share = (count: number) => (summary.count > 0 ? Math.round((count / summary.count) * 100) : 0);
  return (
    <Box component="ul" aria-label="Ratings by stars" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {summary.histogram.map((row) => (
        <li key={row.stars}>
          <ButtonBase
            aria-pressed={star === row.stars}
            aria-label={`${row.stars} ${row.stars === 1 ? 'star' : 'stars'}, ${reviewCountText(row.count)}`}
            onClick={() => onStar(star === row.stars ? null : row.stars)}
            sx={{
              width: '100%',
              minHeight: 32,
              px: 1,
              borderRadius: 1,
              display: 'grid',
              gridTemplateColumns: '2.5rem 1fr 3rem',
              alignItems: 'center',
              gap: 1,
              fontSize: '0.875rem',
              '&[aria-pressed="true"]': { bgcolor: 'action.selected', fontWeight: 700 },
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <span aria-hidden>{row.stars}★</span>
            <Box component="span" aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.300', overflow: 'hidden' }}>
              <Box component="span" sx={{ display: 'block', height: '100%', width: `${share(row.count)}%`, bgcolor: '#b26a00' }} />
            </Box>
            <Box component="span" aria-hidden sx={{ textAlign: 'end', color: 'text.secondary' }}>
              {formatCount(row.count)}
            </Box>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
