import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import type { Product } from './product';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';

interface Props {
  product: Product;
  open: boolean;
  onClose: () => void;
  onAddToCart: () => void;
}

/** Quick View (decisions.md): image, name, price and Add to Cart without leaving the list. */
export function QuickViewDialog({ product, open, onClose, onAddToCart }: Props) {
  const titleId = `quick-view-${product.id}`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{product.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ProductImage src={product.image} alt={product.name} sx={{ aspectRatio: '1', borderRadius: 2 }} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ProductPrice product={product} size="large" />
          <Link component={RouterLink} to={paths.product(product.id)}>
            View full details
          </Link>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          onClick={() => {
            onAddToCart();
            onClose();
          }}
        >
          Add to Cart
        </Button>
      </DialogActions>
    </Dialog>
  );
}
