import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ReturnErrors, ReturnValues } from './returnValues';

type Field = 'upiId' | 'accountNumber' | 'ifsc' | 'accountName';

/** Where a cash-on-delivery order's refund goes: a UPI id, or a bank account. Kept by the shop only until refunded. */
export function RefundToFields({ formik, errors }: { formik: FormikProps<ReturnValues>; errors: ReturnErrors }) {
  const field = (name: Field, label: string, extra: { autoComplete?: string; inputMode?: 'numeric' | 'text' } = {}) => (
    <TextField
      name={name}
      label={label}
      required
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      autoComplete={extra.autoComplete ?? 'off'}
      slotProps={{ htmlInput: { inputMode: extra.inputMode, maxLength: name === 'accountName' ? 100 : 300 } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControl>
        <FormLabel id="refund-method-label">Refund to (cash on delivery is refunded to your account)</FormLabel>
        <RadioGroup
          row
          aria-labelledby="refund-method-label"
          name="refundMethod"
          value={formik.values.refundMethod}
          onChange={formik.handleChange}
        >
          <FormControlLabel value="upi" control={<Radio />} label="UPI id" sx={{ minHeight: 44 }} />
          <FormControlLabel value="bank" control={<Radio />} label="Bank account" sx={{ minHeight: 44 }} />
        </RadioGroup>
      </FormControl>
      {formik.values.refundMethod === 'upi' ? (
        field('upiId', 'UPI id')
      ) : (
        <>
          {field('accountNumber', 'Account number', { inputMode: 'numeric' })}
          {field('ifsc', 'IFSC')}
          {field('accountName', "Account holder's name", { autoComplete: 'name' })}
        </>
      )}
    </Box>
  );
}
