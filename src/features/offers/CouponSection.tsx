import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatInr } from '@rules/money';
import type { Quote } from './quote';
import { OFFER_TEXTS } from './offerTexts';
import { OffersSheet } from './OffersSheet';

/** The coupon of the cart: apply one from the list or by typing it, see what it saves, remove it in one tap. */
export interface CouponActions {
  /** the code applied to the cart, '' when none */
  coupon: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}

export function CouponSection({ quote, coupon, onApply, onRemove }: { quote: Quote } & CouponActions) {
  const [open, setOpen] = useState(false);
  const applied = quote.coupon?.applied ? quote.applied : null;
  const refused = quote.coupon && !quote.coupon.applied ? quote.coupon : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {coupon && applied && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography>
            <Box component="span" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
              {coupon}
            </Box>{' '}
            applied: {formatInr(applied.saving)} off
          </Typography>
          <Button onClick={onRemove} aria-label={`${OFFER_TEXTS.remove} coupon ${coupon}`}>
            {OFFER_TEXTS.remove}
          </Button>
        </Box>
      )}
      {coupon && refused && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRemove} aria-label={`${OFFER_TEXTS.remove} coupon ${coupon}`}>
              {OFFER_TEXTS.remove}
            </Button>
          }
        >
          {coupon}: {refused.reason}
        </Alert>
      )}
      {!applied && (
        <Button variant="outlined" onClick={() => setOpen(true)} fullWidth>
          {OFFER_TEXTS.apply}
        </Button>
      )}
      {open && (
        <OffersSheet
          offers={quote.offers}
          onClose={() => setOpen(false)}
          onApply={(code) => {
            onApply(code);
            setOpen(false);
          }}
        />
      )}
    </Box>
  );
}
