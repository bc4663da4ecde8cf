import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useIdempotencyKey } from '@/api/idempotencyKey';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { isRecord } from '@/utils/guards';
import { focusFirstError } from '@/components/forms/useFocusFirstError';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { selectCartCoupon, selectCartLines, selectCartPincode, selectCartSubtotal } from '@/features/cart/cartSlice';
import { DeliveryStatus } from '@/features/delivery/DeliveryStatus';
import type { ShippingAddress } from '@/features/orders/order';
import { useCreateOrderMutation } from '@/features/orders/ordersApi';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { notify } from '@/state/notices';
import { PhoneTotal } from './PhoneTotal';
import { OrderSummary } from './OrderSummary';
import { couponRefusal, withCoupon } from './coupon';
import { useCartQuote } from '@/features/offers/useCartQuote';
import { emptyShippingAddress, SHIPPING_FIELDS, shippingSchema, toNewOrder } from './shipping';
import { useCheckoutPincode } from './useCheckoutPincode';
import { ShortLinesAlert } from '@/features/stock/ShortLinesAlert';
import { toShortLines } from '@/features/stock/shortLines';
import type { ShortLine } from '@rules/stock';

export function CheckoutScreen() {
  usePageTitle('Checkout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lines = useAppSelector(selectCartLines);
  const subtotal = useAppSelector(selectCartSubtotal);
  const storedPincode = useAppSelector(selectCartPincode);
  // The server's price: the order carries the coupon it applied, and the summary its total.
  const coupon = useAppSelector(selectCartCoupon);
  const quote = useCartQuote({ lines, coupon, pincode: storedPincode });
  const quoted = quote.data?.offered ? quote.data : null;
  const total = quoted ? quoted.total : subtotal;
  const [couponProblem, setCouponProblem] = useState('');
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const idempotencyKeyFor = useIdempotencyKey();
  // Set synchronously on the first submit, so a double click can never create two orders.
  const placing = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const offline = useOfflineGuard();
  // The server's 409: which lines it could not hold (the cart and the form stay as they are).
  const [short, setShort] = useState<ShortLine[]>([]);

  const formik = useFormik<ShippingAddress>({
    // The pincode remembered with the cart (the route waits for the stored cart).
    initialValues: { ...emptyShippingAddress, postalCode: storedPincode ?? '' },
    validationSchema: shippingSchema,
    async onSubmit(values) {
      const order = withCoupon(toNewOrder(lines, values), quoted?.coupon?.applied ? quoted.coupon.code : '');
      setShort([]);
      setCouponProblem('');
      try {
        const { id } = await createOrder({ order, idempotencyKey: idempotencyKeyFor(order) }).unwrap();
        // The cart empties itself when the order is created (cartSlice).
        dispatch(
          notify({
            title: 'Order created successfully',
            description: 'Proceeding to payment...',
            variant: 'success',
            belongsTo: 'next-page',
          }),
        );
        await navigate(paths.orderPayment(id));
      } catch (error) {
        // The failure toast comes from the API listener; the cart and the form are kept.
        if (isRecord(error) && error.status === 409) {
          setShort(toShortLines(error.data));
          const refusal = couponRefusal(error.data);
          if (refusal) {
            setCouponProblem(refusal);
            void quote.refetch();
          }
        }
      }
    },
  });
  const pincode = useCheckoutPincode(formik, subtotal);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (offline.refused(event)) return;
    if (placing.current) return;
    if (lines.length === 0) {
      dispatch(notify({ title: 'Cart is empty', description: 'Please add items to your cart before checkout.', variant: 'error' }));
      return;
    }
    placing.current = true;
    try {
      const errors = await formik.validateForm();
      if (Object.keys(errors).length > 0) {
        await formik.setTouched(Object.fromEntries(SHIPPING_FIELDS.map(({ name }) => [name, true])), false);
        focusFirstError(formRef.current, errors);
        dispatch(
          notify({ title: 'Please fill all fields', description: 'All shipping information fields are required.', variant: 'error' }),
        );
        return;
      }
      // A pincode the shop does not deliver to: its field says so; no order is placed.
      if (pincode.blocked) {
        focusFirstError(formRef.current, { postalCode: pincode.error });
        return;
      }
      await formik.submitForm();
    } finally {
      placing.current = false;
    }
  }

  const busy = isLoading || formik.isSubmitting;

  return (
    <ScreenFrame width="lg" heading="Checkout">
      {couponProblem && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {couponProblem} Your cart is as it was: remove the coupon or choose another in the cart.
        </Alert>
      )}
      <ShortLinesAlert lines={short} nameOf={(id) => lines.find((line) => line.id === id)?.name ?? 'An item'} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="shipping-heading" sx={{ p: 3 }}>
          <Typography id="shipping-heading" variant="h6" component="h2" gutterBottom>
            Shipping Information
          </Typography>
          <Box
            component="form"
            ref={formRef}
            noValidate
            onSubmit={handleSubmit}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {SHIPPING_FIELDS.map(({ name, label, autoComplete }) => {
              const error = name === 'postalCode' ? pincode.error : formik.touched[name] ? formik.errors[name] : undefined;
              return (
                <TextField
                  key={name}
                  id={`shipping-${name}`}
                  name={name}
                  label={label}
                  required
                  autoComplete={autoComplete}
                  type={name === 'phone' ? 'tel' : 'text'}
                  slotProps={name === 'postalCode' ? { htmlInput: { inputMode: 'numeric', maxLength: 8 } } : undefined}
                  value={formik.values[name]}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={Boolean(error)}
                  helperText={error}
                  sx={{ gridColumn: name === 'fullName' || name === 'address' ? '1 / -1' : undefined }}
                />
              );
            })}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <DeliveryStatus check={pincode.check} problemsShownByField />
            </Box>
            <OfflineNotice guard={offline}>
              Your order can be placed once you&apos;re back online. Everything you typed here stays.
            </OfflineNotice>
            <PhoneTotal total={total} />
            <Button type="submit" variant="contained" size="large" disabled={lines.length === 0 || busy} sx={{ gridColumn: '1 / -1' }}>
              {busy ? 'Processing...' : 'Place Order'}
            </Button>
          </Box>
        </Paper>
        <OrderSummary lines={lines} subtotal={subtotal} quote={quoted} />
      </Box>
    </ScreenFrame>
  );
}
