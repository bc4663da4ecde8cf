import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { HoverHint } from '@/components/HoverHint';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { overlayButtonSx, WishlistButton } from '@/features/wishlist/WishlistButton';
import { CATALOG_CACHE_SECONDS, usePrefetch } from '@/entities/product/catalogApi';
import { snapshotOf } from '@/entities/product/productSnapshot';
import type { Product } from '@/entities/product/product';
import { ProductImage } from '@/entities/product/ProductImage';
import { ProductPrice } from '@/entities/product/ProductPrice';
import { RatingStars } from '@/entities/product/RatingStars';
import { useAddFromCard } from '@/features/cart/useAddFromCard';
import { needsChoice } from '@/entities/product/useOptionChoice';
import { isSoldOut } from '@/entities/product/stock';
import { NotifyMeButton } from '@/features/stock/NotifyMeButton';
import { STOCK_TEXTS } from '@rules/stock';

/** `priority`: this card's picture is likely the page's largest paint (the first card above the fold). */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const navigate = useNavigate();
  const prefetchProduct = usePrefetch('getProduct');
  const { add, openQuickView, chooser, chooserOpener } = useAddFromCard();
  const href = paths.product(product.id);
  const soldOut = isSoldOut(product);
  // Opening the detail page should not wait: warm its cache when a mouse hovers or the keyboard
  // focuses the card. Not on a tap: a touch sends the same mouse and focus events just before its
  // click, and starting a request then stood in the way of what the tap was for (~100 ms on a phone).
  const prefetch = () => prefetchProduct(product.id, { ifOlderThan: CATALOG_CACHE_SECONDS });

  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={product.name}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') prefetch();
      }}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) prefetch();
      }}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        // Only where there is a hover: on a touch screen the actions always show, and a tap's
        // :hover and :focus-within would restyle the card inside the tap for nothing.
        '@media (hover: hover)': { '&:hover .card-overlay, &:focus-within .card-overlay': { opacity: 1, transform: 'none' } },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <Link component={RouterLink} to={href} tabIndex={-1} aria-hidden sx={{ display: 'block' }}>
          <ProductImage src={product.image} alt="" priority={priority} sx={{ aspectRatio: '1' }} />
        </Link>
        <Box
          className="card-overlay"
          role="group"
          aria-label={`Actions for ${product.name}`}
          sx={{
            position: 'absolute',
            inset: 0,
            p: 0.5,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            // The image link stays clickable between the buttons.
            pointerEvents: 'none',
            '& button': { pointerEvents: 'auto' },
            opacity: 0,
            transform: 'translateY(8px)',
            transition: 'opacity 150ms ease, transform 150ms ease',
            // No hover on touch screens: the actions stay visible there.
            '@media (hover: none)': { opacity: 1, transform: 'none' },
          }}
        >
          {/* The heart in the corner, the rest in a row: four 44px buttons do not fit a phone's two-column card. */}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <WishlistButton item={snapshotOf(product)} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
            {soldOut ? (
              <HoverHint title={STOCK_TEXTS.notifyMe}>
                <NotifyMeButton productId={product.id} productName={product.name} iconSx={overlayButtonSx} />
              </HoverHint>
            ) : (
              <HoverHint title="Add to Cart">
                <IconButton
                  aria-label="Add to Cart"
                  aria-haspopup={needsChoice(product) ? 'dialog' : undefined}
                  {...(needsChoice(product) && chooserOpener)}
                  onClick={() => add(product)}
                  sx={overlayButtonSx}
                >
                  <AddShoppingCartIcon />
                </IconButton>
              </HoverHint>
            )}
            <HoverHint title="Quick View">
              <IconButton
                aria-label="Quick View"
                aria-haspopup="dialog"
                {...chooserOpener}
                onClick={() => openQuickView(product)}
                sx={overlayButtonSx}
              >
                <VisibilityOutlinedIcon />
              </IconButton>
            </HoverHint>
            <HoverHint title="Product Details">
              <IconButton aria-label="Product Details" onClick={() => void navigate(href)} sx={overlayButtonSx}>
                <InfoOutlinedIcon />
              </IconButton>
            </HoverHint>
          </Box>
        </Box>
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Link component={RouterLink} to={href} color="text.primary" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
          {product.name}
        </Link>
        {/* Nothing when it has no rating, no reserved line: the rating comes in the same answer as the
            card, so nothing moves after it is drawn, and an API without reviews keeps its cards as they were. */}
        {product.rating && <RatingStars rating={product.rating} />}
        <ProductPrice product={product} />
        {soldOut && (
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {STOCK_TEXTS.soldOut}
          </Typography>
        )}
      </CardContent>
      {chooser}
    </Card>
  );
}
