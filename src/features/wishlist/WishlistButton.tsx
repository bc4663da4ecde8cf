import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { HoverHint } from '@/components/HoverHint';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import type { ProductSnapshot } from '@/entities/product/productSnapshot';
import { selectIsInWishlist, wishlistToggled } from './wishlistSlice';

interface Props {
  item: ProductSnapshot;
  /** `icon` on cards, a labelled button on the product page. */
  variant?: 'icon' | 'button';
}

/** Toggles the product in the wishlist kept on this device; a filled heart when it is in it. */
export function WishlistButton({ item, variant = 'icon' }: Props) {
  const dispatch = useAppDispatch();
  const inWishlist = useAppSelector((state) => selectIsInWishlist(state, item.id));
  const label = inWishlist ? 'Remove from Wishlist' : 'Add to Wishlist';
  const toggle = () => dispatch(wishlistToggled(item));

  if (variant === 'button') {
    const icon = inWishlist ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />;
    return (
      <Button variant="outlined" size="large" startIcon={icon} aria-pressed={inWishlist} onClick={toggle}>
        {inWishlist ? 'In Wishlist' : 'Add to Wishlist'}
      </Button>
    );
  }
  // Both hearts are drawn and the pressed state picks one by CSS: swapping the icon on a tap put a
  // new class (the filled heart's colour) into the page inside the tap, ~10 ms on a phone.
  return (
    <HoverHint title={label} align="end">
      <IconButton aria-label="Add to Wishlist" aria-pressed={inWishlist} onClick={toggle} sx={cardHeartSx}>
        <FavoriteBorderIcon className="heart-empty" />
        <FavoriteIcon className="heart-full" />
      </IconButton>
    </HoverHint>
  );
}

export const overlayButtonSx = {
  bgcolor: 'background.paper',
  boxShadow: 1,
  // A touch screen's :hover (a tap leaves it on the button) changes nothing: a colour transition
  // started inside the tap, and MUI's own touch rule would make the button transparent.
  '&:hover': { bgcolor: 'background.paper' },
  '@media (hover: hover)': { '&:hover': { bgcolor: 'grey.100' } },
} as const;

const cardHeartSx = {
  ...overlayButtonSx,
  '& .heart-full': { display: 'none', color: 'error.main' },
  '&[aria-pressed="true"] .heart-full': { display: 'inline-block' },
  '&[aria-pressed="true"] .heart-empty': { display: 'none' },
} as const;
