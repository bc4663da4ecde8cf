import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import type { FromState } from '@/utils/navigationState';
import { selectIsSignedIn } from '@/features/auth/authSlice';
import { notify } from '@/state/notices';
import { formatInr } from '@rules/money';
import {
  cartCleared,
  couponApplied,
  couponRemoved,
  selectCartCoupon,
  selectCartCount,
  selectCartLines,
  selectCartPincode,
  selectCartSubtotal,
} from './cartSlice';
import { RememberedPincodeCheck } from './RememberedPincodeCheck';
import { CartQuote } from '@/features/offers/CartQuote';

export function CartSummary() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const count = useAppSelector(selectCartCount);
  const subtotal = useAppSelector(selectCartSubtotal);
  const signedIn = useAppSelector(selectIsSignedIn);
  const lines = useAppSelector(selectCartLines);
  const coupon = useAppSelector(selectCartCoupon);
  const pincode = useAppSelector(selectCartPincode);

  const checkout = () => {
    if (signedIn) {
      void navigate(paths.checkout);
      return;
    }
    dispatch(
      notify({ title: 'Login Required', description: 'Please log in to continue to checkout.', variant: 'info', belongsTo: 'next-page' }),
    );
    const state: FromState = { from: paths.checkout };
    void navigate(paths.login, { state });
  };

  return (
    <Paper component="section" aria-labelledby="cart-summary-heading" variant="outlined" sx={{ p: 3 }}>
      <Typography id="cart-summary-heading" variant="h6" component="h2" gutterBottom>
        Order Summary
      </Typography>
      <CartQuote
        cart={{ lines, coupon, pincode }}
        coupon={coupon}
        onApply={(code) => dispatch(couponApplied({ code }))}
        onRemove={() => dispatch(couponRemoved())}
        subtotalLabel={`Subtotal (${count} ${count === 1 ? 'item' : 'items'})`}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Typography>
            Subtotal ({count} {count === 1 ? 'item' : 'items'})
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatInr(subtotal)}</Typography>
        </Stack>
      </CartQuote>
      <Divider sx={{ mb: 2 }} />
      <Stack sx={{ mb: 2 }}>
        <RememberedPincodeCheck subject={{ orderValue: subtotal }} />
      </Stack>
      <Stack spacing={1.5}>
        <Button variant="contained" size="large" onClick={checkout} fullWidth>
          Checkout
        </Button>
        <Button variant="outlined" color="error" onClick={() => dispatch(cartCleared())} fullWidth>
          Clear Cart
        </Button>
      </Stack>
    </Paper>
  );
}
