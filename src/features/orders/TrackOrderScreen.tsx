import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { useGetAccountInfoQuery } from '@/features/auth/authApi';
import { selectIsSignedIn } from '@/features/auth/authSlice';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { notify } from '@/state/notices';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/utils/email';
import { useLazyTrackOrderQuery } from './ordersApi';
import { TrackOrderResult } from './TrackOrderResult';

export function TrackOrderScreen() {
  usePageTitle('Track Order');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: account } = useGetAccountInfoQuery(undefined, { skip: !signedIn });
  const accountEmail = signedIn ? (account?.email ?? '') : '';

  const [orderId, setOrderId] = useState(() => params.get('id') ?? '');
  // null until the visitor types: the account e-mail stands in meanwhile, even once it arrives late.
  const [typedContact, setTypedContact] = useState<string | null>(null);
  const contactInfo = typedContact ?? accountEmail;
  const usingAccountEmail = accountEmail !== '' && contactInfo === accountEmail;
  // An answer with an @ is an e-mail and follows the shop's e-mail rule; anything else is a phone.
  const [contactInvalid, setContactInvalid] = useState(false);

  const [trackOrder, { currentData: order, isFetching }] = useLazyTrackOrderQuery();
  const offline = useOfflineGuard();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!orderId.trim() || !contactInfo.trim()) {
      dispatch(notify({ title: 'Required fields', description: 'Please enter both order number and email/phone', variant: 'error' }));
      return;
    }
    const contact = contactInfo.trim();
    if (contact.includes('@') && !isValidEmail(contact)) {
      setContactInvalid(true);
      document.getElementById('track-order-contact')?.focus();
      return;
    }
    setContactInvalid(false);
    try {
      await trackOrder({ orderId, contactInfo }).unwrap();
      dispatch(notify({ title: 'Order found', description: 'Your order status has been loaded', variant: 'success' }));
    } catch {
      // The failure toast comes from the API listener.
    }
  }

  return (
    <ScreenFrame width="md" heading="Track Your Order">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter your order number and the e-mail or phone number used for the order.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4 }}>
        <Box
          component="form"
          noValidate
          onSubmit={offline.guardSubmit(handleSubmit)}
          aria-label="Track order"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' }, alignItems: 'start' }}
        >
          <TextField
            id="track-order-id"
            label="Order number"
            required
            value={orderId}
            onChange={(event) => setOrderId(event.target.value)}
            // Order numbers may hold letters (e.g. 7KQ2M9XD): a full keyboard, no autocorrect.
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false } }}
          />
          <TextField
            id="track-order-contact"
            label="Email or phone"
            required
            autoComplete="email"
            value={contactInfo}
            onChange={(event) => setTypedContact(event.target.value)}
            error={contactInvalid}
            helperText={contactInvalid ? INVALID_EMAIL_MESSAGE : usingAccountEmail ? 'Using your account email by default' : ' '}
          />
          <OfflineNotice guard={offline}>Tracking an order needs a connection: try again once you&apos;re back online.</OfflineNotice>
          <Button type="submit" variant="contained" size="large" disabled={isFetching} sx={{ mt: { md: 0.5 } }}>
            {isFetching ? 'Tracking...' : 'Track Order'}
          </Button>
        </Box>
      </Paper>
      {order && <TrackOrderResult order={order} />}
    </ScreenFrame>
  );
}
