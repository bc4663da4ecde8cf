import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { RatingStars } from '@/entities/product/RatingStars';
import { HelpfulButton } from './HelpfulButton';
import type { Review } from './reviews';

/** What the buyer bought, when the order line said: "Size: UK 9 · Colour: Black". */
export const purchaseText = ({ size, color }: Pick<Review, 'size' | 'color'>) =>
  [size && `Size: ${size}`, color && `Colour: ${color}`].filter(Boolean).join(' · ');

/**
 * One review. Its title, text and author are what a buyer typed, so they are React text children
 * only (escaped, never markup); line breaks in the text show through `white-space: pre-line`.
 */
export function ReviewItem({ productId, review }: { productId: string; review: Review }) {
  const bought = purchaseText(review);
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.75, minWidth: 0 }}>
      <RatingStars rating={{ average: review.rating, count: 1 }} count="none" />
      {review.title && (
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          {review.title}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Typography>
      <Typography
        variant="body2"
        component="p"
        sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
      >
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {review.author}
        </Box>
        {review.date && <time dateTime={review.dateTime}>{review.date}</time>}
        {review.verified && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.dark' }}>
            <VerifiedOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
            Verified buyer
          </Box>
        )}
      </Typography>
      {bought && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {bought}
        </Typography>
      )}
      <Box>
        <HelpfulButton productId={productId} review={review} />
      </Box>
    </Box>
  );
}
