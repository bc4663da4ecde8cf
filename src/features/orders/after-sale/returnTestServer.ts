import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildOrder, buildProduct } from '@/test/builders';
import { server } from '@/test/server';

export const SHOES_ID = 'p-shoes';
export const BRA_ID = 'p-bra';

/** A delivered order of running shoes (UK 8) and a sports bra, with its timeline. */
export const deliveredOrder = (overrides: Parameters<typeof buildOrder>[0] = {}) =>
  buildOrder({
    id: 'DLVR0001',
    status: 3,
    items: [
      {
        id: 'item-shoes',
        productId: SHOES_ID,
        productTitle: 'AeroStride Running Shoes',
        quantity: 2,
        price: 2499,
        size: 'UK 8',
        color: 'Black',
      },
      { id: 'item-bra', productId: BRA_ID, productTitle: 'Support Sports Bra', quantity: 1, price: 999, size: 'M', color: null },
    ],
    timeline: [
      { event: 'placed', at: '2026-11-01T09:30:00.000Z' },
      { event: 'shipped', at: '2026-11-02T09:30:00.000Z', detail: 'Tracking number AWB123' },
      { event: 'delivered', at: '2026-11-04T09:30:00.000Z' },
    ],
    ...overrides,
  });

export const eligibility = (overrides: Record<string, unknown> = {}) => ({
  cancellable: false,
  cancelRefusal: 'Order DLVR0001 is Delivered: it can no longer be cancelled.',
  returnable: true,
  returnBy: '2026-11-11T09:30:00.000Z',
  returnRefusal: null,
  refundNeedsDetails: false,
  pickup: { served: true, instructions: null },
  items: [
    { itemId: 'item-shoes', left: 2, reason: null },
    { itemId: 'item-bra', left: 1, reason: 'Innerwear cannot be returned or exchanged, for hygiene reasons.' },
  ],
  ...overrides,
});

/** The shoes come in UK 8 to UK 10, UK 10 sold out. */
export const shoes = () =>
  buildProduct({
    id: SHOES_ID,
    title: 'AeroStride Running Shoes',
    attributes: [
      { id: 'a1', key: 'size', value: ['UK 8', 'UK 9', 'UK 10'], metricUnit: null },
      { id: 'a2', key: 'color', value: ['Black'], metricUnit: null },
    ],
    variants: [
      { size: 'UK 8', color: 'Black', available: 3 },
      { size: 'UK 9', color: 'Black', available: 2 },
      { size: 'UK 10', color: 'Black', available: 0 },
    ],
  });

/** Serves the account's orders, the order's returns read and the shoes' product answer. */
export function serveAfterSale(options: { order?: ReturnType<typeof buildOrder>; returns?: unknown[]; eligibility?: unknown } = {}) {
  const state = {
    order: options.order ?? deliveredOrder(),
    returns: options.returns ?? [],
    eligibility: options.eligibility ?? eligibility(),
  };
  server.use(
    http.get(`${API}/orders`, () => HttpResponse.json({ data: [state.order] })),
    http.get(`${API}/orders/:id/returns`, () => HttpResponse.json({ data: state.returns, eligibility: state.eligibility })),
    http.get(`${API}/products/${SHOES_ID}`, () => HttpResponse.json(shoes())),
  );
  return state;
}
