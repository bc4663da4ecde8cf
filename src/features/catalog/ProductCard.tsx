import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { itemAdded } from '@/features/cart/cartSlice';
import { overlayButtonSx, WishlistButton } from '@/features/wishlist/WishlistButton';
import { usePrefetch } from './catalogApi';
import { quickCartLine, wishlistItemFor } from './cartLineFor';
import type { Product } from './product';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';
import { QuickViewDialog } from './QuickViewDialog';

export function ProductCard({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const prefetchProduct = usePrefetch('getProduct');
  const [quickViewOpen, setQuickViewOpen] = useState(false);
  const href = paths.product(product.id);
  const addToCart = () => dispatch(itemAdded(quickCartLine(product)));
  // Opening the detail page should not wait: warm its cache on hover or focus.
  const prefetch = () => prefetchProduct(product.id, { ifOlderThan: 60 });

  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={product.name}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover .card-overlay, &:focus-within .card-overlay': { opacity: 1, transform: 'none' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <Link component={RouterLink} to={href} tabIndex={-1} aria-hidden sx={{ display: 'block' }}>
          <ProductImage src={product.image} alt="" sx={{ aspectRatio: '1' }} />
        </Link>
        <Box
          className="card-overlay"
          role="group"
          aria-label={`Actions for ${product.name}`}
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            p: 1,
            display: 'flex',
            justifyContent: 'center',
            gap: 1,
            opacity: 0,
            transform: 'translateY(8px)',
            transition: 'opacity 150ms ease, transform 150ms ease',
            // No hover on touch screens: the actions stay visible there.
            '@media (hover: none)': { opacity: 1, transform: 'none' },
          }}
        >
          <Tooltip title="Add to Cart">
            <IconButton aria-label="Add to Cart" onClick={addToCart} sx={overlayButtonSx}>
              <AddShoppingCartIcon />
            </IconButton>
          </Tooltip>
          <WishlistButton item={wishlistItemFor(product)} />
          <Tooltip title="Quick View">
            <IconButton aria-label="Quick View" onClick={() => setQuickViewOpen(true)} sx={overlayButtonSx}>
              <VisibilityOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Product Details">
            <IconButton aria-label="Product Details" onClick={() => void navigate(href)} sx={overlayButtonSx}>
              <InfoOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Link
          component={RouterLink}
          to={href}
          color="text.primary"
          sx={{ fontWeight: 600, lineHeight: 1.35 }}
        >
          {product.name}
        </Link>
        <ProductPrice product={product} />
      </CardContent>
      {quickViewOpen && (
        <QuickViewDialog
          product={product}
          open={quickViewOpen}
          onClose={() => setQuickViewOpen(false)}
          onAddToCart={addToCart}
        />
      )}
    </Card>
  );
}
