import { MALFORMED_PINCODE, notServedText } from '@rules/delivery';
import { PINCODE } from '@rules/pincode';
import type { DeliveryDto, ProductDto } from '../../server/src/contracts';

/** The COD ceiling of the fake shop's settings, as the reference server's defaults have one. */
export const FAKE_COD_CEILING = 25_000;

type Place = Pick<DeliveryDto, 'city' | 'state' | 'deliveryDate' | 'days'> & { codArea: boolean; fee: number };

/** The pincodes the fake shop serves; any other well-formed one is not served. */
export const FAKE_PINCODES: Record<string, Place> = {
  '560001': { city: 'Bengaluru', state: 'Karnataka', deliveryDate: '2026-12-03', days: 2, codArea: true, fee: 0 },
  '411001': { city: 'Pune', state: 'Maharashtra', deliveryDate: '2026-12-05', days: 3, codArea: true, fee: 49 },
  '744101': { city: 'South Andaman', state: 'Andaman and Nicobar Islands', deliveryDate: '2026-12-09', days: 6, codArea: false, fee: 0 },
};

/** `GET /delivery/{pincode}` as the reference server answers it: [status, body]. */
export function fakeDelivery(pincode: string, query: URLSearchParams, products: ProductDto[]): [number, unknown] {
  if (!PINCODE.test(pincode)) return [400, { error: MALFORMED_PINCODE }];
  const place = FAKE_PINCODES[pincode];
  if (!place) return [404, { error: notServedText(pincode), reason: 'not_serviceable' }];
  const product = products.find((candidate) => candidate.id === query.get('productId'));
  const value = product ? (product.discountedPrice ?? product.regularPrice) : Number(query.get('orderValue') ?? 0);
  const overCeiling = value > FAKE_COD_CEILING;
  const available = place.codArea && !overCeiling;
  const dto: DeliveryDto = {
    pincode,
    city: place.city,
    state: place.state,
    deliveryDate: place.deliveryDate,
    days: place.days,
    cod: {
      available,
      fee: available ? place.fee : 0,
      maxOrderValue: FAKE_COD_CEILING,
      ...(!available && { reason: place.codArea ? ('order_value' as const) : ('area' as const) }),
    },
  };
  return [200, dto];
}
