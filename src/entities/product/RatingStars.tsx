import Box from '@mui/material/Box';
import { ratingLabel, reviewCountText, type ProductRating } from './rating';
import { formatCount } from '@/utils/count';

// One star of 24×24 (Material's "Star"), five in a row: a few lines of SVG instead of MUI's Rating,
// which would bring its radio inputs and styles into the first bundle through every card.
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const Row = ({ color }: { color: string }) => (
  <svg viewBox="0 0 120 24" width="100%" height="100%" fill={color} style={{ display: 'block', flex: 'none' }} aria-hidden>
    {[0, 24, 48, 72, 96].map((x) => (
      <path key={x} d={STAR} transform={`translate(${x})`} />
    ))}
  </svg>
);

interface Props {
  rating: ProductRating;
  /** Height of the stars in px. */
  size?: number;
  /** What follows the stars: the count in brackets (cards), the words (the page), or nothing (one review's stars, named "4 out of 5 stars"). */
  count?: 'short' | 'words' | 'none';
}

/**
 * The average as five stars filled in part (4.3 fills four and a third), with the count. One image
 * to a screen reader, named "4.3 out of 5 stars, 128 reviews"; the drawing and the count beside it
 * are hidden from it, so the name is said once.
 */
export function RatingStars({ rating, size = 16, count = 'short' }: Props) {
  const filled = `${Math.round(rating.average * 20)}%`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={count === 'none' ? `${rating.average} out of 5 stars` : ratingLabel(rating)}
      sx={{
        display: 'inline-flex',
        alignSelf: 'flex-start',
        alignItems: 'center',
        gap: 0.5,
        lineHeight: 1,
        fontSize: '0.875rem',
        color: 'text.secondary',
      }}
    >
      <Box component="span" aria-hidden sx={{ position: 'relative', width: size * 5, height: size, flex: 'none' }}>
        <Row color="#c4c4c4" />
        <Box component="span" sx={{ position: 'absolute', inset: 0, width: filled, overflow: 'hidden' }}>
          <Box component="span" sx={{ display: 'block', width: size * 5, height: size }}>
            {/* Amber darker than MUI's warning: 3:1 against white, as a graphic must be. */}
            <Row color="#b26a00" />
          </Box>
        </Box>
      </Box>
      {count !== 'none' && <span aria-hidden>{count === 'short' ? `(${formatCount(rating.count)})` : reviewCountText(rating.count)}</span>}
    </Box>
  );
}
