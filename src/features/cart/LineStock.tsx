import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { shortLineText } from '@rules/stock';
import { useAppDispatch } from '@/state/hooks';
import { useGetLineStockQuery } from '@/features/stock/stockApi';
import { leftFor } from '@/entities/product/stock';
import type { CartLine } from './cartLine';
import { itemRemoved, quantityChanged } from './cartSlice';

/**
 * What a cart line's size and colour have left, read again every time the cart is opened (another
 * shopper may have bought them since): a line asking for more says so, with one tap to take what
 * is left or to remove it. Nothing while reading, for a product the API does not count, or when
 * the product cannot be read (the checkout's own answer is the last word).
 */
export function LineStock({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const { data: product } = useGetLineStockQuery(line.id, { refetchOnMountOrArgChange: true });
  const left = product ? leftFor(product, line.selectedSize, line.selectedColor) : null;
  if (left === null || left >= line.quantity) return null;
  const key = { id: line.id, selectedSize: line.selectedSize, selectedColor: line.selectedColor };
  return (
    <Alert
      severity="warning"
      sx={{ mt: 1, py: 0 }}
      action={
        left > 0 ? (
          <Button color="inherit" size="small" onClick={() => dispatch(quantityChanged({ ...key, quantity: left }))}>
            Change to {left}
          </Button>
        ) : (
          <Button color="inherit" size="small" onClick={() => dispatch(itemRemoved(key))}>
            Remove
          </Button>
        )
      }
    >
      {shortLineText(left, line.selectedSize, line.name)}
    </Alert>
  );
}
