import type { OfferDto } from '@server/contracts';
import { baseApi } from '@/api/baseApi';
import { asArray, isRecord, readAs } from '@/utils/guards';
import { toOffer } from './listedOffer';
import type { Offer } from '@rules/offers';

/** The listed offers running now, for the products' "Best price … with CODE"; none where the API has no offers. */
export const offersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getListedOffers: build.query<Offer[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('offers');
        // A hint is a nicety: without offers, or when they cannot be read, the price is shown alone.
        if (result.error) return { data: [] };
        const body = readAs<{ data: OfferDto[] }>(result.data);
        return {
          data: asArray(body.data)
            .filter(isRecord)
            .map(toOffer)
            .filter((offer): offer is Offer => offer !== null),
        };
      },
      keepUnusedDataFor: 10 * 60,
    }),
  }),
});

export const { useGetListedOffersQuery } = offersApi;
