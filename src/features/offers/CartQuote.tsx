import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { describeApiError } from '@/api/errors';
import { CouponSection, type CouponActions } from './CouponSection';
import { OFFER_TEXTS } from './offerTexts';
import { QuoteRows } from './QuoteRows';
import { useCartQuote, type QuotedCart } from './useCartQuote';

interface Props extends CouponActions {
  cart: QuotedCart;
  subtotalLabel: string;
  /** What the summary shows without quotes (an API without them, or before the first answer). */
  children: ReactNode;
}

/**
 * The cart's summary as the server prices it, with its coupon. Until the quote answers, and where
 * the API has none, the summary is the cart's own sum; a throttled or failed quote says so and
 * leaves the cart as it is.
 */
export function CartQuote({ cart, subtotalLabel, children, ...coupon }: Props) {
  const { data: quote, error, isFetching } = useCartQuote(cart);
  if (error) {
    const failure = describeApiError(error);
    const message =
      failure.kind === 'response' && failure.status === 429 && failure.serverMessage ? failure.serverMessage : OFFER_TEXTS.unavailable;
    return (
      <>
        {children}
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message}
        </Alert>
      </>
    );
  }
  if (!quote?.offered) return <>{children}</>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2, opacity: isFetching ? 0.7 : 1 }} aria-busy={isFetching}>
      <QuoteRows quote={quote} subtotalLabel={subtotalLabel} />
      <CouponSection quote={quote} {...coupon} />
    </Box>
  );
}
