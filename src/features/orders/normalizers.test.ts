import fc from 'fast-check';
import { redact } from '@/utils/redaction';
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
          { id: 'a', productId: 'p1', productTitle: 'Trail Runner', quantity: 2, price: 799, size: 'UK 8', color: 'Black' },
          { id: 'b', productId: 'p2', productTitle: 'Foam Roller', quantity: 1, price: 650.5, size: null, color: null },
        ],
      }),
    );
    expect(order).toEqual({
      id: '7KQ2M9XD',
      date: '2026-11-01T09:30:00.000Z',
      status: { code: 0, label: 'Pending', tone: 'warning' },
      items: [
        { id: 'a', productId: 'p1', name: 'Trail Runner', quantity: 2, price: 799, size: 'UK 8', color: 'Black' },
        { id: 'b', productId: 'p2', name: 'Foam Roller', quantity: 1, price: 650.5, size: '', color: '' },
      ],
      shippingAddress: '4 Lake View, Pune, Maharashtra, 411001',
      recipient: { fullName: 'Asha Rao', phone: '+919876543210' },
      pincode: '411001',
      method: 'Standard Shipping',
      tracking: 'Not available',
      total: 2248.5,
      discount: 0,
      coupon: '',
      timeline: null,
    });
  });

  it('reads what was charged where the server records a discount, else the items less any discount', () => {
    const items = [{ id: 'a', productId: 'p1', productTitle: 'Trail Runner', quantity: 1, price: 2499, size: null, color: null }];
    expect(toOrder({ ...buildOrder({ items }), discount: 250, coupon: 'RUN10', total: 2249 })).toMatchObject({
      total: 2249,
      discount: 250,
      coupon: 'RUN10',
    });
    expect(toOrder({ ...buildOrder({ items }), discount: 250 })).toMatchObject({ total: 2249, discount: 250, coupon: '' });
    expect(toOrder({ ...buildOrder({ items }), discount: 'lots', total: -5 })).toMatchObject({ total: 2499, discount: 0 });
  });

  it('reads the timeline oldest first, skipping entries it can neither name nor explain', () => {
    const order = toOrder(
      buildOrder({
        timeline: [
          { event: 'shipped', at: '2026-11-03T09:00:00.000Z', detail: 'Tracking number AWB1' },
          { event: 'placed', at: '2026-11-01T09:30:00.000Z' },
          { event: 'gift_wrapped', at: '2026-11-02T09:00:00.000Z', detail: 'Wrapped in paper' },
          { event: 'teleported', at: '2026-11-02T10:00:00.000Z' },
          'junk',
          { at: '2026-11-02T11:00:00.000Z' },
        ] as never,
      }),
    );
    expect(order.timeline).toEqual([
      { event: 'placed', at: '2026-11-01T09:30:00.000Z', detail: '' },
      { event: 'gift_wrapped', at: '2026-11-02T09:00:00.000Z', detail: 'Wrapped in paper' },
      { event: 'shipped', at: '2026-11-03T09:00:00.000Z', detail: 'Tracking number AWB1' },
    ]);
    expect(toOrder(buildOrder({ timeline: 'soon' as never })).timeline).toBeNull();
  });

  it('reads items without size and colour (older servers) and junk in their place as none', () => {
    const items = toOrder({
      id: 'A1',
      items: [
        { id: 'a', productTitle: 'Mat', quantity: 1, price: 1 },
        { id: 'b', productTitle: 'Mat', quantity: 1, price: 1, size: { eu: 42 }, color: ['red'] },
        { id: 'c', productTitle: 'Mat', quantity: 1, price: 1, size: 9, color: '  Blue ' },
      ],
    }).items;
    expect(items.map(({ size, color }) => [size, color])).toEqual([
      ['', ''],
      ['', ''],
      ['9', 'Blue'],
    ]);
  });

  it('keeps the name, address and phone of the shopper where Redux DevTools redacts them', () => {
    const shown = JSON.stringify(redact(toOrder(buildOrder())));
    expect(shown).not.toContain('Asha');
    expect(shown).not.toContain('Lake View');
    expect(shown).not.toContain('98765');
  });

  it('keeps string ids as they are and reads numeric ids as text', () => {
    expect(toOrder(buildOrder({ id: 'k7q2m9xd' })).id).toBe('k7q2m9xd');
    expect(toOrder(buildOrder({ id: 1001 })).id).toBe('1001');
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
  it('reads the id of the created order, a string or a number', () => {
    expect(toCreatedOrderId({ id: '7KQ2M9XD' })).toBe('7KQ2M9XD');
    expect(toCreatedOrderId({ id: 1042 })).toBe('1042');
    expect(toCreatedOrderId({ data: { id: ' abc ' } })).toBe('abc');
  });

  it.each([
    [null],
    [[1, 'x', null, { id: {} }]],
    [{}],
    [{ id: '' }],
    [{ id: '   ' }],
    [{ id: {} }],
    [{ id: [7] }],
    [{ id: true }],
    [{ id: 1.5 }],
    [{ id: -3 }],
    [{ id: Number.MAX_SAFE_INTEGER + 2 }],
    [{ id: '\ud800x' }],
    [{ id: 'a\u0000b' }],
    [{ id: 'line\nbreak' }],
    [{ id: 'X'.repeat(65) }],
  ])('gives no id for %j', (body) => {
    expect(toCreatedOrderId(body)).toBe('');
  });

  it('never gives an id that cannot go into a URL or a page', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.anything()), (id) => {
        const read = toCreatedOrderId({ id });
        if (read === '') return;
        expect(() => encodeURIComponent(read)).not.toThrow();
        expect(read).toBe(read.trim());
        expect([...read].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
      }),
    );
  });
});
