import fc from 'fast-check';
import { payloadLike } from '@/test/arbitraries';
import { toOrderAfterSale, toOrderReturn } from './afterSale';
import { toReturnRefusal } from './returnRefusal';
import { exchangeKey, fromExchangeKey } from './returnValues';
import { exchangeOptionsFor } from './exchangeOptions';

const RETURN_KEYS = [
  'data',
  'eligibility',
  'id',
  'state',
  'resolution',
  'lines',
  'pickup',
  'refund',
  'items',
  'itemId',
  'left',
  'reason',
  'exchange',
];

describe("an order's returns as the server answers them", () => {
  it('never throws, whatever the server sends, and keeps no return without an id', () => {
    fc.assert(
      fc.property(payloadLike(RETURN_KEYS), (payload) => {
        const read = toOrderAfterSale(payload);
        return read.offered && read.returns.every((item) => item.id !== '');
      }),
    );
    fc.assert(
      fc.property(payloadLike(RETURN_KEYS), (payload) => typeof toReturnRefusal({ status: 422, data: payload }).message === 'string'),
    );
  });

  it('reads a state it does not know by its name, and an answer without eligibility as none', () => {
    expect(toOrderReturn({ id: 'r', state: 'lost_in_post', lines: [] }).stateLabel).toBe('lost_in_post');
    expect(toOrderReturn({ id: 'r', state: 'picked_up' }).stateLabel).toBe('Picked up');
    expect(toOrderAfterSale({ data: [] }).eligibility).toBeNull();
    expect(
      toOrderAfterSale({ data: [], eligibility: { items: [{ itemId: 'a', left: -3 }], returnable: 'yes' } }).eligibility,
    ).toMatchObject({
      returnable: false,
      items: { a: { left: 0, reason: '' } },
    });
  });
});

describe('exchange choices', () => {
  it('reads back every size and colour it wrote, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        (size, color) => JSON.stringify(fromExchangeKey(exchangeKey({ size, color }))) === JSON.stringify({ size, color }),
      ),
    );
    fc.assert(fc.property(fc.string(), (text) => fromExchangeKey(text) === null || Array.isArray(JSON.parse(text))));
  });

  it('offers every variant but the one bought, sold-out ones kept in place; without counted stock, sizes by colours', () => {
    const variants = [
      { size: 'UK 8', color: 'Black', available: 1 },
      { size: 'UK 9', color: 'Black', available: 0 },
      { size: 'UK 10', color: 'Black', available: 4 },
    ];
    expect(exchangeOptionsFor({ size: 'uk 8', color: 'black' }, { sizes: [], colors: [], variants })).toEqual([
      { size: 'UK 9', color: 'Black', left: 0 },
      { size: 'UK 10', color: 'Black', left: 4 },
    ]);
    expect(exchangeOptionsFor({ size: 'M', color: '' }, { sizes: ['S', 'M', 'L'], colors: [] })).toEqual([
      { size: 'S', color: '', left: null },
      { size: 'L', color: '', left: null },
    ]);
  });
});
