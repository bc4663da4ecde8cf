import Typography from '@mui/material/Typography';
import { onlyLeft, STOCK_TEXTS } from '@rules/stock';
import type { Product } from '@/entities/product/product';
import { leftFor, levelOf } from '@/entities/product/stock';

interface Props {
  product: Product;
  size: string;
  color: string;
}

/**
 * Under the choices: "Sold out" when nothing of the product is left, "Only 2 left" when what is
 * chosen runs low (at or under the shop's threshold). Nothing for an API that does not count stock.
 * Spoken when it changes (a polite live region), as the size is chosen.
 */
export function StockNote({ product, size, color }: Props) {
  const whole = levelOf(product);
  const chosen = size || color || (product.sizes.length === 0 && product.colors.length === 0) ? levelOf(product, size, color) : null;
  const text = whole === 'sold-out' ? STOCK_TEXTS.soldOut : chosen === 'low' ? onlyLeft(leftFor(product, size, color) ?? 0) : '';
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{
        mt: text ? 1 : 0,
        fontWeight: 600,
        color: whole === 'sold-out' ? 'text.secondary' : 'warning.dark',
        '&:empty': { display: 'none' },
      }}
    >
      {text}
    </Typography>
  );
}
