import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { NOTE_MAX, RETURN_REASONS } from '@rules/returns';
import { useIdempotencyKey } from '@/api/idempotencyKey';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { useAppDispatch } from '@/state/hooks';
import { notify } from '@/state/notices';
import { paths } from '@/utils/paths';
import type { Order } from '../order';
import type { Eligibility } from './afterSale';
import { useRequestReturnMutation } from './afterSaleApi';
import { AFTER_SALE_TEXTS } from './afterSaleTexts';
import { RefundToFields } from './RefundToFields';
import { ReturnLineField } from './ReturnLineField';
import { initialReturnValues, toReturnRequest, validateReturn, type ReturnErrors, type ReturnValues } from './returnValues';
import { toReturnRefusal, type ReturnRefusal } from './returnRefusal';

/** Which lines, how many, why, and a refund or another size: checked here as the server will, sent once per choice. */
export function ReturnForm({ order, eligibility }: { order: Order; eligibility: Eligibility }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const offline = useOfflineGuard();
  const keyFor = useIdempotencyKey();
  const [requestReturn] = useRequestReturnMutation();
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<ReturnRefusal | null>(null);
  const formik = useFormik<ReturnValues>({
    initialValues: initialReturnValues(order.items),
    async onSubmit(values) {
      setTried(true);
      if (Object.keys(validateReturn(values, order.items, eligibility)).length > 0) return;
      setRefusal(null);
      const request = toReturnRequest(values, order.items, eligibility);
      try {
        await requestReturn({ orderId: order.id, request, idempotencyKey: keyFor(request) }).unwrap();
        const exchange = values.resolution === 'exchange';
        dispatch(
          notify({
            title: exchange ? 'Exchange requested' : 'Return requested',
            description: exchange ? AFTER_SALE_TEXTS.exchangeRequested(order.id) : AFTER_SALE_TEXTS.returnRequested(order.id),
            variant: 'success',
            belongsTo: 'next-page',
          }),
        );
        await navigate(paths.order(order.id));
      } catch (error) {
        setRefusal(toReturnRefusal(error));
      }
    },
  });
  const { values } = formik;
  const checked = tried ? validateReturn(values, order.items, eligibility) : {};
  const errors: ReturnErrors = { ...checked, line: { ...checked.line, ...refusal?.lines } };
  const exchanging = values.resolution === 'exchange';

  return (
    <Box component="form" noValidate onSubmit={offline.guardSubmit(formik.handleSubmit)} sx={{ display: 'grid', gap: 3 }}>
      <FormControl error={Boolean(errors.lines)} component="fieldset" sx={{ m: 0 }}>
        <FormLabel component="legend">Items to send back</FormLabel>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.items.map((item) => (
            <ReturnLineField
              key={item.id}
              item={item}
              value={values.lines[item.id]!}
              left={eligibility.items[item.id]?.left ?? item.quantity}
              refusal={eligibility.items[item.id]?.reason ?? ''}
              exchanging={exchanging}
              error={errors.line?.[item.id]}
              onChange={(line) => void formik.setFieldValue(`lines.${item.id}`, line)}
            />
          ))}
        </Box>
        {errors.lines && <FormHelperText role="alert">{errors.lines}</FormHelperText>}
      </FormControl>

      <FormControl>
        <FormLabel id="return-resolution-label">What would you like?</FormLabel>
        <RadioGroup aria-labelledby="return-resolution-label" name="resolution" value={values.resolution} onChange={formik.handleChange}>
          <FormControlLabel value="refund" control={<Radio />} label="A refund" sx={{ minHeight: 44 }} />
          <FormControlLabel value="exchange" control={<Radio />} label="Another size or colour" sx={{ minHeight: 44 }} />
        </RadioGroup>
      </FormControl>

      <FormControl error={Boolean(errors.reason)}>
        <FormLabel id="return-reason-label">Why are you returning it?</FormLabel>
        <RadioGroup aria-labelledby="return-reason-label" name="reason" value={values.reason} onChange={formik.handleChange}>
          {RETURN_REASONS.map((option) => (
            <FormControlLabel key={option.code} value={option.code} control={<Radio />} label={option.label} sx={{ minHeight: 44 }} />
          ))}
        </RadioGroup>
        {errors.reason && <FormHelperText role="alert">{errors.reason}</FormHelperText>}
      </FormControl>
      <TextField
        name="note"
        label={values.reason === 'other' ? AFTER_SALE_TEXTS.note : `${AFTER_SALE_TEXTS.note} (optional)`}
        required={values.reason === 'other'}
        multiline
        minRows={2}
        value={values.note}
        onChange={formik.handleChange}
        error={Boolean(errors.note)}
        helperText={errors.note ?? `${values.note.length}/${NOTE_MAX}`}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      />

      {!exchanging &&
        (eligibility.refundNeedsDetails ? (
          <RefundToFields formik={formik} errors={errors} />
        ) : (
          <Typography variant="body2">The refund goes back to your original payment method once the parcel reaches us.</Typography>
        ))}

      <Box>
        <Typography variant="subtitle2" component="h2">
          {eligibility.pickup.served ? 'Pickup' : 'Sending it back'}
        </Typography>
        <Typography variant="body2">
          {eligibility.pickup.served
            ? `Our courier picks the parcel up from ${order.shippingAddress || 'your delivery address'}. Please pack it in its original packaging.`
            : eligibility.pickup.instructions}
        </Typography>
      </Box>

      {refusal && (
        <Alert severity="error" role="alert">
          {refusal.message}
        </Alert>
      )}
      <OfflineNotice guard={offline}>{AFTER_SALE_TEXTS.offline}</OfflineNotice>
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {exchanging ? 'Request exchange' : 'Request return'}
      </Button>
    </Box>
  );
}
