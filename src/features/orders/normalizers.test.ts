import fc from 'fast-check';
import { payloadLike } from '@/test/arbitraries';
import { buildOrder } from '@/test/builders';
import { toCreatedOrderId, toOrder, toOrderList, toOrderStatus } from './normalizers';

describe('toOrderStatus', () => {
  it.each([
    [0, 'Pending', 'warning'],
    [1, 'Processing', 'info'],
    [2, 'Shipped', 'secondary'],
    [3, 'Delivered', 'success'],
    [4, 'Cancelled', 'error'],
  ])('maps %s to %s in its colour', (code, label, tone) => {
    expect(toOrderStatus(code)).toEqual({ code, label, tone });
  });

  it('treats a missing status as Pending', () => {
    expect(toOrderStatus(undefined).label).toBe('Pending');
  });

  it('shows other numbers as Unknown (n) and non-numbers as Unknown, in grey, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toOrderStatus(9)).toEqual({ code: 9, label: 'Unknown (9)', tone: 'default' });
    expect(toOrderStatus('shipped')).toEqual({ code: null, label: 'Unknown', tone: 'default' });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('toOrder', () => {
  it('maps the server order to the view model', () => {
    const order = toOrder(
      buildOrder({
        items: [
          { id: 'a', productId: 'p1', productTitle: 'Yoga Mat', quantity: 2, price: 799 },
          { id: 'b', productId: 'p2', productTitle: 'Foam Roller', quantity: 1, price: 650.5 },
        ],
      }),
    );
    expect(order).toEqual({
      id: '1001',
      date: '2026-11-01T09:30:00.000Z',
      status: { code: 0, label: 'Pending', tone: 'warning' },
      items: [
        { id: 'a', name: 'Yoga Mat', quantity: 2, price: 799 },
        { id: 'b', name: 'Foam Roller', quantity: 1, price: 650.5 },
      ],
      shippingAddress: '4 Lake View, Pune, Maharashtra, 411001',
      method: 'Standard Shipping',
      tracking: 'Not available',
      total: 2248.5,
    });
  });

  it('shows a tracking number when there is one', () => {
    expect(toOrder(buildOrder({ trackingNumber: 'TRK123' })).tracking).toBe('TRK123');
  });

  it('reads an order wrapped in data', () => {
    expect(toOrder({ data: buildOrder({ id: 1077 }) }).id).toBe('1077');
  });

  it('never throws, whatever the server sends', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keys = ['id', 'status', 'createdAt', 'items', 'shippingAddress', 'trackingNumber'];
    fc.assert(fc.property(payloadLike(keys), (payload) => Number.isFinite(toOrder(payload).total)));
    warn.mockRestore();
  });
});

describe('toOrderList', () => {
  it('reads a plain list or data, newest first', () => {
    const older = buildOrder({ id: 1, createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = buildOrder({ id: 2, createdAt: '2026-06-01T00:00:00.000Z' });
    expect(toOrderList([older, newer]).map((order) => order.id)).toEqual(['2', '1']);
    expect(toOrderList({ data: [older, newer] }).map((order) => order.id)).toEqual(['2', '1']);
  });

  it('gives an empty list for an unusable body', () => {
    expect(toOrderList({ error: 'x' })).toEqual([]);
  });
});

describe('toCreatedOrderId', () => {
  it('reads the id of the created order', () => {
    expect(toCreatedOrderId({ id: 1042 })).toBe('1042');
    expect(toCreatedOrderId({ data: { id: 'abc' } })).toBe('abc');
    expect(toCreatedOrderId(null)).toBe('');
  });
});
