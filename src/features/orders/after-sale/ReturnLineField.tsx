import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeItemOptions, type OrderItem } from '../order';
import { ExchangeSelect } from './ExchangeSelect';
import type { ReturnLineValues } from './returnValues';

interface Props {
  item: OrderItem;
  value: ReturnLineValues;
  /** units still returnable */
  left: number;
  /** why it cannot come back (the policy's sentence), '' when it can */
  refusal: string;
  exchanging: boolean;
  error?: string;
  onChange: (value: ReturnLineValues) => void;
}

/** One bought line: tick it to send it back, how many, and for an exchange what instead. */
export function ReturnLineField({ item, value, left, refusal, exchanging, error, onChange }: Props) {
  const options = describeItemOptions(item);
  const why = refusal || (left === 0 ? `${item.name} has already been returned.` : '');
  const describedBy = `return-line-${item.id}-why`;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', minHeight: 44, mr: 0 }}
        disabled={Boolean(why)}
        control={
          <Checkbox
            checked={value.chosen && !why}
            onChange={(event) => onChange({ ...value, chosen: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': why ? describedBy : undefined } }}
            sx={{ mt: -0.5 }}
          />
        }
        label={
          <Box>
            <Typography>{item.name}</Typography>
            {options && (
              <Typography variant="body2" color="text.secondary">
                {options}
              </Typography>
            )}
          </Box>
        }
      />
      {why && (
        <Typography id={describedBy} variant="body2" color="text.secondary" sx={{ pl: 4 }}>
          {why}
        </Typography>
      )}
      {value.chosen && !why && (
        <Box sx={{ display: 'grid', gap: 1.5, pl: 4 }}>
          {left > 1 && (
            <TextField
              select
              size="small"
              label="Quantity"
              value={String(Math.min(value.quantity, left))}
              onChange={(event) => onChange({ ...value, quantity: Number(event.target.value) })}
              sx={{ maxWidth: 120 }}
            >
              {Array.from({ length: left }, (_, index) => (
                <MenuItem key={index + 1} value={String(index + 1)}>
                  {index + 1}
                </MenuItem>
              ))}
            </TextField>
          )}
          {exchanging && (
            <ExchangeSelect item={item} value={value.exchange} error={error} onChange={(exchange) => onChange({ ...value, exchange })} />
          )}
          {!exchanging && error && (
            <Typography variant="body2" color="error" role="alert">
              {error}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
