import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isPhoneField } from './paymentFields';
import type { PaymentField } from '../payment';

interface Props {
  field: PaymentField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const INPUT_TYPES: Partial<Record<PaymentField['type'], string>> = {
  email: 'email',
  password: 'password',
  number: 'number',
  tel: 'tel',
};

/** One server-defined field (spec §3) of any of the eight types. */
export function PaymentFieldInput({ field, value, error, onChange, onBlur }: Props) {
  const id = `payment-${field.name}`;
  const helpId = `${id}-help`;
  const help = error ?? (field.description || (field.mask ? `Format: ${field.mask}` : ''));

  if (field.type === 'checkbox') {
    return (
      <FormControl error={Boolean(error)} required={field.rules.required}>
        <FormControlLabel
          label={field.label}
          control={
            <Checkbox
              id={id}
              name={field.name}
              checked={value === 'true'}
              onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
              onBlur={onBlur}
              slotProps={{ input: { 'aria-describedby': help ? helpId : undefined } }}
            />
          }
        />
        {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
      </FormControl>
    );
  }

  const phone = isPhoneField(field);
  return (
    <TextField
      id={id}
      name={field.name}
      label={field.label}
      required={field.rules.required}
      type={field.type === 'select' || field.type === 'textarea' ? undefined : (INPUT_TYPES[field.type] ?? 'text')}
      select={field.type === 'select'}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      placeholder={field.placeholder || field.mask || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={help || undefined}
      autoComplete={field.type === 'email' ? 'email' : phone ? 'tel' : field.type === 'password' ? 'off' : undefined}
      fullWidth
      slotProps={{
        htmlInput: {
          // Phone input is trimmed by its formatter instead, so a pasted '98765 43210' is not cut short.
          maxLength: field.type === 'select' || phone ? undefined : (field.rules.maxLength ?? undefined),
          inputMode: phone ? 'tel' : undefined,
        },
        inputLabel: field.type !== 'select' && (field.placeholder || field.mask) ? { shrink: true } : undefined,
      }}
    >
      {field.type === 'select' &&
        field.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
    </TextField>
  );
}
