import { baseApi } from '@/api/baseApi';
import { NO_QUOTES, toQuote, type Quote } from './quote';

export interface QuoteArgs {
  lines: Array<{ productId: string; quantity: number; size?: string; color?: string }>;
  coupon?: string;
  pincode?: string;
  paymentMethod?: 'cod' | 'online';
}

/** The server's price of a cart: what it costs with the offer that applies, and why others do not. */
export const quoteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCartQuote: build.query<Quote, QuoteArgs>({
      // A read, though sent as a POST (the cart is its body). An API without quotes answers 404 or
      // 405: the cart then adds its own total as before and offers no coupon box.
      async queryFn(args, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'cart/quote', method: 'POST', body: args });
        if (result.error) {
          const { status } = result.error;
          return status === 404 || status === 405 ? { data: NO_QUOTES } : { error: result.error };
        }
        return { data: toQuote(result.data) };
      },
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetCartQuoteQuery } = quoteApi;
