import Typography from '@mui/material/Typography';
import { bestPriceWith, OFFER_TEXTS } from '@rules/offers';
import type { Product } from '@/entities/product/product';
import { offerProductOf } from './listedOffer';
import { useGetListedOffersQuery } from './offersApi';

type Priced = Pick<Product, 'id' | 'category' | 'parentCategory' | 'price' | 'originalPrice' | 'specifications'>;

/** The lowest price a listed offer gives this product alone, and its code; null when none lowers it. */
export function bestOfferPrice(product: Priced, offers: Parameters<typeof bestPriceWith>[0][], now = new Date().toISOString()) {
  const facts = offerProductOf(product);
  let best: { price: number; code: string } | null = null;
  for (const offer of offers) {
    const price = offer.code ? bestPriceWith(offer, facts, now) : null;
    if (price !== null && (!best || price < best.price)) best = { price, code: offer.code! };
  }
  return best;
}

/**
 * "Best price ₹4,999 with RUN10" under a product's price: drawn once the listed offers are read
 * (after the page is live, so a server-drawn page is the same without it), and never where the API
 * has no offers. The cart's quote decides; this only points at the code.
 */
export function BestPriceHint({ product }: { product: Priced }) {
  const { data: offers } = useGetListedOffersQuery();
  const best = offers && bestOfferPrice(product, offers);
  if (!best) return null;
  return (
    <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
      {OFFER_TEXTS.bestPrice(best.price, best.code)}
    </Typography>
  );
}
