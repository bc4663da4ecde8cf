import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { describeItemOptions, type OrderItem } from '../order';
import { useGetExchangeOptionsQuery } from './afterSaleApi';
import { exchangeOptionsFor } from './exchangeOptions';
import { exchangeKey } from './returnValues';

interface Props {
  item: OrderItem;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** Another size or colour of the line's product; one sold out is listed but cannot be chosen. */
export function ExchangeSelect({ item, value, error, onChange }: Props) {
  const labelId = useId();
  const { data, isLoading, isError } = useGetExchangeOptionsQuery(item.productId, { skip: !item.productId });
  if (isLoading) return <Typography variant="body2">Loading the sizes and colours…</Typography>;
  if (isError || !data)
    return (
      <Typography variant="body2" role="alert">
        Could not load the other sizes and colours. Please try again later, or ask for a refund.
      </Typography>
    );
  const options = exchangeOptionsFor(item, data);
  if (!options.some((option) => option.left !== 0))
    return (
      <Typography variant="body2" role="alert" color="error">
        No other size or colour of {item.name} is left: please ask for a refund instead.
      </Typography>
    );
  return (
    <FormControl fullWidth size="small" error={Boolean(error)}>
      <InputLabel id={labelId}>Exchange for</InputLabel>
      <Select labelId={labelId} label="Exchange for" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <MenuItem key={exchangeKey(option)} value={exchangeKey(option)} disabled={option.left === 0}>
            {describeItemOptions(option)}
            {option.left === 0 ? ' (sold out)' : ''}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
