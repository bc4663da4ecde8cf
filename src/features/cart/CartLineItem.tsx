import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { ProductImage } from '@/entities/product/ProductImage';
import { formatInr } from '@rules/money';
import { MAX_QUANTITY, type CartLine } from './cartLine';
import { itemRemoved, quantityChanged } from './cartSlice';
import { LineStock } from './LineStock';

/** The chosen colour and size, as one line of text; empty when the product has neither. */
export function describeVariant(line: Pick<CartLine, 'selectedColor' | 'selectedSize'>): string {
  const parts: string[] = [];
  if (line.selectedColor) parts.push(`Colour: ${line.selectedColor}`);
  if (line.selectedSize) parts.push(`Size: ${line.selectedSize}`);
  return parts.join(' · ');
}

export function CartLineItem({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const key = { id: line.id, selectedSize: line.selectedSize, selectedColor: line.selectedColor };
  const variant = describeVariant(line);
  const label = variant ? `${line.name} (${variant})` : line.name;
  const changeQuantity = (quantity: number) => dispatch(quantityChanged({ ...key, quantity }));

  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '96px 1fr auto' },
        gap: 2,
        alignItems: 'center',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ProductImage src={line.image} alt={line.name} sx={{ width: { xs: 72, sm: 96 }, aspectRatio: '1', borderRadius: 1 }} />
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={paths.product(line.id)} color="inherit" underline="hover" sx={{ fontWeight: 600 }}>
          {line.name}
        </Link>
        {variant ? (
          <Typography variant="body2" color="text.secondary">
            {variant}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {formatInr(line.price)} each
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
          <IconButton
            size="small"
            aria-label={`Decrease quantity of ${label}`}
            disabled={line.quantity <= 1}
            onClick={() => changeQuantity(line.quantity - 1)}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography component="output" aria-label={`Quantity of ${label}`} sx={{ minWidth: 28, textAlign: 'center' }}>
            {line.quantity}
          </Typography>
          <IconButton
            size="small"
            aria-label={`Increase quantity of ${label}`}
            disabled={line.quantity >= MAX_QUANTITY}
            onClick={() => changeQuantity(line.quantity + 1)}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Box>
        <LineStock line={line} />
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '2', sm: 'auto' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: { xs: 'space-between', sm: 'flex-end' },
          gap: 1,
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>{formatInr(line.price * line.quantity)}</Typography>
        <IconButton aria-label={`Remove ${label} from cart`} onClick={() => dispatch(itemRemoved(key))}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
