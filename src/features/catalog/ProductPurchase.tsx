import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { itemAdded } from '@/features/cart/cartSlice';
import { notify } from '@/features/ui/uiSlice';
import { WishlistButton } from '@/features/wishlist/WishlistButton';
import { cartLineFor, singleOption, wishlistItemFor } from './cartLineFor';
import type { Product } from './product';
import { ProductOptions } from './ProductOptions';
import { QuantityInput, toQuantity } from './QuantityInput';
import { sizeLabel } from './sizeLabel';

/**
 * Size, colour, quantity, Add to Cart and Add to Wishlist. A sole option — `One Size` above all
 * (spec §4) — starts chosen. Render with `key={product.id}` so a new product starts afresh.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [size, setSize] = useState(() => singleOption(product.sizes));
  const [color, setColor] = useState(() => singleOption(product.colors));
  const [quantityText, setQuantityText] = useState('1');
  const [sizeMissing, setSizeMissing] = useState(false);

  const addToCart = () => {
    if (product.sizes.length > 0 && !size) {
      setSizeMissing(true);
      dispatch(notify({ title: 'Please select a size', description: 'You must select a size before adding to cart', variant: 'error' }));
      return;
    }
    dispatch(itemAdded(cartLineFor(product, { quantity: toQuantity(quantityText), selectedSize: size, selectedColor: color })));
    void navigate(paths.cart);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ProductOptions
        id="size"
        label={sizeLabel(product)}
        options={product.sizes}
        value={size}
        error={sizeMissing && !size}
        onChange={(next) => {
          setSize(next);
          setSizeMissing(false);
        }}
      />
      <ProductOptions id="colour" label="Colour" options={product.colors} value={color} onChange={setColor} />
      <QuantityInput text={quantityText} onChange={setQuantityText} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" size="large" startIcon={<AddShoppingCartIcon />} onClick={addToCart} sx={{ flexGrow: { xs: 1, sm: 0 } }}>
          Add to Cart
        </Button>
        <WishlistButton item={wishlistItemFor(product)} variant="button" />
      </Box>
    </Box>
  );
}
