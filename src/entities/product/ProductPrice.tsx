import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatInr } from '@rules/money';
import type { Product } from './product';
import { visuallyHidden } from '@/components/visuallyHidden';

interface Props {
  product: Pick<Product, 'price' | 'originalPrice' | 'onSale'>;
  size?: 'small' | 'large';
}

/** Price in ₹, with the struck-through regular price and a sale badge when discounted (spec §3). */
export function ProductPrice({ product, size = 'small' }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.6rem' : '1.05rem', color: 'text.primary' }}>
        {formatInr(product.price)}
      </Typography>
      {product.onSale && product.originalPrice !== null && (
        <>
          <Typography component="s" sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1.1rem' : '0.9rem' }}>
            <Box component="span" sx={visuallyHidden}>
              Regular price{' '}
            </Box>
            {formatInr(product.originalPrice)}
          </Typography>
          <Chip label="Sale" color="error" size="small" sx={{ fontWeight: 700 }} />
        </>
      )}
    </Box>
  );
}
