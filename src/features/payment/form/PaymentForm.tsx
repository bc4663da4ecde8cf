import { useRef, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { useAppDispatch } from '@/state/hooks';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { notify } from '@/state/notices';
import { PaymentFieldInput } from './PaymentFieldInput';
import { formatFieldInput, hasBlankRequired, shownFields, validatePayment, type PaymentValues } from './paymentFields';
import type { PaymentField } from '../payment';

interface Props {
  fields: PaymentField[];
  /** Defaults and known details, or what the shopper typed before a failed payment. */
  initialValues: PaymentValues;
  /** Sends the payment with the form's values as typed; resolves once the answer has been handled. */
  onPay: (values: PaymentValues) => Promise<void>;
  busy: boolean;
}

export function PaymentForm({ fields, initialValues, onPay, busy }: Props) {
  const dispatch = useAppDispatch();
  const paying = useRef(false);
  const offline = useOfflineGuard();
  const formik = useFormik<PaymentValues>({
    initialValues,
    validate: (values) => validatePayment(fields, values),
    onSubmit: onPay,
  });
  const visible = shownFields(fields, formik.values);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (offline.refused(event)) return;
    if (paying.current) return;
    paying.current = true;
    try {
      const errors = await formik.validateForm();
      if (Object.keys(errors).length > 0) {
        await formik.setTouched(Object.fromEntries(visible.map((field) => [field.name, true])), false);
        dispatch(notify({ title: 'Validation Error', description: 'Please correct the errors in the form', variant: 'error' }));
        return;
      }
      await formik.submitForm();
    } finally {
      paying.current = false;
    }
  }

  const submitting = busy || formik.isSubmitting;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Payment details"
      onSubmit={handleSubmit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {visible.map((field) => (
        <Box key={field.name} sx={{ gridColumn: field.inline ? { xs: '1 / -1', md: 'auto' } : '1 / -1' }}>
          <PaymentFieldInput
            field={field}
            value={formik.values[field.name] ?? ''}
            error={formik.touched[field.name] ? formik.errors[field.name] : undefined}
            onChange={(value) => void formik.setFieldValue(field.name, formatFieldInput(field, value))}
            onBlur={() => void formik.setFieldTouched(field.name, true)}
          />
        </Box>
      ))}
      <OfflineNotice guard={offline}>
        Paying needs a connection: nothing has been charged. Try again once you&apos;re back online.
      </OfflineNotice>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting || hasBlankRequired(fields, formik.values)}
        sx={{ gridColumn: '1 / -1' }}
      >
        {submitting ? 'Processing...' : 'Pay Now'}
      </Button>
    </Box>
  );
}
