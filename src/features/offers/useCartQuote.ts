import { skipToken } from '@reduxjs/toolkit/query';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { useGetCartQuoteQuery, type QuoteArgs } from './quoteApi';

/** A cart line as the quote reads it (the cart's own lines fit). */
interface QuotedLine {
  id: string;
  quantity: number;
  selectedSize: string;
  selectedColor: string;
}

/** A cart as the quote call takes it: its lines, the applied coupon and the delivery pincode. */
export interface QuotedCart {
  lines: readonly QuotedLine[];
  coupon: string;
  pincode: string;
}

export function toQuoteArgs({ lines, coupon, pincode }: QuotedCart, paymentMethod?: QuoteArgs['paymentMethod']): QuoteArgs | null {
  if (lines.length === 0 && !coupon) return null;
  return {
    lines: lines.map((line) => ({
      productId: line.id,
      quantity: line.quantity,
      ...(line.selectedSize && { size: line.selectedSize }),
      ...(line.selectedColor && { color: line.selectedColor }),
    })),
    ...(coupon && { coupon }),
    ...(pincode && { pincode }),
    ...(paymentMethod && { paymentMethod }),
  };
}

/** The server's quote of the cart as it stands; RTK Query keeps one per cart, so a change back costs nothing. */
export function useCartQuote(cart: QuotedCart, paymentMethod?: QuoteArgs['paymentMethod']) {
  // Offline a quote cannot be had: the last one stays shown, and it is asked again once back online.
  const { offline } = useOfflineGuard();
  const args = toQuoteArgs(cart, paymentMethod);
  return useGetCartQuoteQuery(args && !offline ? args : skipToken);
}
