import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { QUANTITY_LIMIT_TEXT } from '@/features/cart/addNotice';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '@/features/cart/cartLine';

/** What the quantity field's text means: a whole number held to 1–99, anything else 1 (spec §5). */
export function toQuantity(text: string): number {
  const value = Number(text);
  return Number.isInteger(value) ? clampQuantity(value) : MIN_QUANTITY;
}

interface Props {
  text: string;
  onChange: (text: string) => void;
}

/**
 * Quantity with − and + and a number field; the text is kept as typed and read with `toQuantity`.
 * The field is TextField's own parts (FormControl, InputLabel, OutlinedInput, FormHelperText):
 * TextField itself also brings Select, Menu, Popover and Modal, some 24 KB gzip the product page
 * would load for nothing. Memoized: choosing a size or colour beside it does not redraw the field.
 */
export const QuantityInput = memo(function QuantityInput({ text, onChange }: Props) {
  const id = useId();
  const quantity = toQuantity(text);
  const overLimit = Number(text) > MAX_QUANTITY;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <IconButton aria-label="Decrease quantity" disabled={quantity <= MIN_QUANTITY} onClick={() => onChange(String(quantity - 1))}>
        <RemoveIcon />
      </IconButton>
      <FormControl size="small" error={overLimit} sx={{ width: 96, '& .MuiFormHelperText-root': { mx: 0, whiteSpace: 'nowrap' } }}>
        <InputLabel htmlFor={id}>Quantity</InputLabel>
        <OutlinedInput
          id={id}
          label="Quantity"
          type="number"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(String(quantity))}
          slotProps={{
            input: { min: MIN_QUANTITY, max: MAX_QUANTITY, step: 1, inputMode: 'numeric', 'aria-describedby': `${id}-limit` },
          }}
        />
        <FormHelperText id={`${id}-limit`}>{QUANTITY_LIMIT_TEXT}</FormHelperText>
      </FormControl>
      <IconButton aria-label="Increase quantity" disabled={quantity >= MAX_QUANTITY} onClick={() => onChange(String(quantity + 1))}>
        <AddIcon />
      </IconButton>
    </Box>
  );
});
