import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { itemAdded } from '@/features/cart/cartSlice';
import { WishlistButton } from '@/features/wishlist/WishlistButton';
import { cartLineFor } from '@/features/cart/cartLineFor';
import { snapshotOf } from '@/entities/product/productSnapshot';
import type { Product } from '@/entities/product/product';
import { ProductOptions } from '@/entities/product/ProductOptions';
import { QuantityInput, toQuantity } from './QuantityInput';
import { sizeLabel } from '@/entities/product/sizeLabel';
import { useOptionChoice } from '@/entities/product/useOptionChoice';
import { ProductBuyBar } from './ProductBuyBar';
import { SizeGuideButton } from '@/features/size-guide/SizeGuideButton';
import { NotifyMeButton } from '@/features/stock/NotifyMeButton';
import { isSoldOut } from '@/entities/product/stock';
import { StockNote } from './StockNote';

/**
 * Size, colour, quantity, Add to Cart and Add to Wishlist, and the phone's buy bar with the same
 * Add to Cart. A sole option — `One Size` above all
 * (spec §4) — starts chosen. Render with `key={product.id}` so a new product starts afresh.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const choice = useOptionChoice(product);
  const [quantityText, setQuantityText] = useState('1');

  const addToCart = () => {
    const chosen = choice.confirm();
    if (!chosen) return;
    dispatch(itemAdded(cartLineFor(product, { quantity: toQuantity(quantityText), ...chosen }), { openingCart: true }));
    void navigate(paths.cart);
  };

  const soldOut = isSoldOut(product);
  const notifyMe = (grow: boolean) => (
    <NotifyMeButton
      productId={product.id}
      productName={product.name}
      size={choice.size.value}
      color={choice.colour.value}
      buttonProps={{ sx: { flexGrow: grow ? { xs: 1, sm: 0 } : 0, flexShrink: 0 } }}
    />
  );
  const note = <StockNote product={product} size={choice.size.value} color={choice.colour.value} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ProductOptions
        label={sizeLabel(product)}
        options={product.sizes}
        {...choice.size}
        action={<SizeGuideButton product={product} choice={choice.size} />}
        note={product.sizes.length > 0 ? note : undefined}
      />
      <ProductOptions label="Colour" options={product.colors} {...choice.colour} note={product.sizes.length === 0 ? note : undefined} />
      {product.sizes.length === 0 && product.colors.length === 0 ? note : null}
      {soldOut ? null : <QuantityInput text={quantityText} onChange={setQuantityText} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {soldOut ? (
          notifyMe(true)
        ) : (
          <Button
            variant="contained"
            size="large"
            startIcon={<AddShoppingCartIcon />}
            onClick={addToCart}
            sx={{ flexGrow: { xs: 1, sm: 0 } }}
          >
            Add to Cart
          </Button>
        )}
        <WishlistButton item={snapshotOf(product)} variant="button" />
      </Box>
      <ProductBuyBar product={product} onAddToCart={addToCart} instead={soldOut ? notifyMe(false) : undefined} />
    </Box>
  );
}
