import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { itemAdded } from './cartSlice';
import { cartLineFor } from './cartLineFor';
import type { Product } from '@/entities/product/product';
import { ProductImage } from '@/entities/product/ProductImage';
import { ProductOptions } from '@/entities/product/ProductOptions';
import { ProductPrice } from '@/entities/product/ProductPrice';
import { sizeLabel } from '@/entities/product/sizeLabel';
import { useOptionChoice } from '@/entities/product/useOptionChoice';

interface Props {
  product: Product;
  open: boolean;
  onClose: () => void;
}

/**
 * Quick View (decisions.md): image, name, price and Add to Cart without leaving the list. It is
 * also the cards' size and colour chooser: Add to Cart adds quantity 1 of the chosen option only.
 */
export function QuickViewDialog({ product, open, onClose }: Props) {
  const dispatch = useAppDispatch();
  const choice = useOptionChoice(product);
  const titleId = `quick-view-${product.id}`;

  const addToCart = () => {
    const chosen = choice.confirm();
    if (!chosen) return;
    dispatch(itemAdded(cartLineFor(product, { quantity: 1, ...chosen })));
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="body">
      <DialogTitle id={titleId}>{product.name}</DialogTitle>
      {/* Compact on phones: a small image beside the price keeps the choices in view. */}
      <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '96px 1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <ProductImage src={product.image} alt={product.name} sx={{ aspectRatio: '1', borderRadius: 2 }} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ProductPrice product={product} size="large" />
          <Link component={RouterLink} to={paths.product(product.id)}>
            View full details
          </Link>
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, '&:empty': { display: 'none' } }}>
          <ProductOptions label={sizeLabel(product)} options={product.sizes} {...choice.size} />
          <ProductOptions label="Colour" options={product.colors} {...choice.colour} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={addToCart}>
          Add to Cart
        </Button>
      </DialogActions>
    </Dialog>
  );
}
