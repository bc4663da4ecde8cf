import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

export const MIN_QUANTITY = 1;

/** What the quantity field's text means: a whole number of at least 1, else 1 (spec §5). */
export function toQuantity(text: string): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= MIN_QUANTITY ? value : MIN_QUANTITY;
}

interface Props {
  text: string;
  onChange: (text: string) => void;
}

/** Quantity with − and + and a number field; the text is kept as typed and read with `toQuantity`. */
export function QuantityInput({ text, onChange }: Props) {
  const quantity = toQuantity(text);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton aria-label="Decrease quantity" disabled={quantity <= MIN_QUANTITY} onClick={() => onChange(String(quantity - 1))}>
        <RemoveIcon />
      </IconButton>
      <TextField
        label="Quantity"
        type="number"
        size="small"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onChange(String(quantity))}
        slotProps={{ htmlInput: { min: MIN_QUANTITY, step: 1, inputMode: 'numeric' } }}
        sx={{ width: 96 }}
      />
      <IconButton aria-label="Increase quantity" onClick={() => onChange(String(quantity + 1))}>
        <AddIcon />
      </IconButton>
    </Box>
  );
}
