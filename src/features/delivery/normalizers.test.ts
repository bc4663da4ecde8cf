import fc from 'fast-check';
import type { DeliveryDto } from '@server/contracts';
import { notServedText } from '@rules/delivery';
import { codRefusalText, deliveryHeadline } from './deliveryTexts';
import { formatDeliveryDate, isNotServedBody, toDeliveryView } from './normalizers';

const dto: DeliveryDto = {
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  deliveryDate: '2025-12-04',
  days: 2,
  cod: { available: true, fee: 0, maxOrderValue: 25000 },
};

describe('toDeliveryView', () => {
  it('reads a served pincode as the shopper reads it', () => {
    const view = toDeliveryView(dto, '560 001');
    expect(view).toEqual({
      pincode: '560001',
      address: { city: 'Bengaluru', state: 'Karnataka', place: 'Bengaluru, Karnataka' },
      date: 'Thu, 4 Dec',
      cod: { available: true, fee: 0, maxOrderValue: 25000, reason: null },
    });
    expect(deliveryHeadline(view!)).toBe('Delivery by Thu, 4 Dec · Cash on Delivery available');
  });

  it('says why cash on delivery is not available', () => {
    const area = toDeliveryView({ ...dto, pincode: '744101', cod: { ...dto.cod, available: false, reason: 'area' } }, '744101')!;
    expect(deliveryHeadline(area)).toBe('Delivery by Thu, 4 Dec · Cash on Delivery not available');
    expect(codRefusalText(area)).toBe('Cash on Delivery is not available for pincode 744101');
    const value = toDeliveryView({ ...dto, cod: { ...dto.cod, available: false, reason: 'order_value' } }, '560001')!;
    expect(codRefusalText(value)).toBe('Cash on Delivery is not available for orders above ₹25,000');
    expect(notServedText('799001')).toBe("We don't deliver to 799 001 yet");
  });

  it('reads a broken answer cautiously: no fee without COD, no date it cannot read, COD only when said so', () => {
    const view = toDeliveryView(
      { ...dto, deliveryDate: '2026-02-31', cod: { available: 'yes', fee: -4, maxOrderValue: 'lots' } },
      '560001',
    )!;
    expect(view.date).toBe('');
    expect(view.cod).toEqual({ available: false, fee: 0, maxOrderValue: null, reason: null });
    expect(deliveryHeadline(view)).toBe('Delivery available · Cash on Delivery not available');
  });

  it('takes a body that is no delivery answer (a page served for any path) as none', () => {
    expect(toDeliveryView('<html>', '560001')).toBeNull();
    expect(toDeliveryView({ data: [] }, '560001')).toBeNull();
  });

  it('never throws, and never offers cash on delivery the answer did not offer', () => {
    const anyDto = fc.record(
      {
        pincode: fc.oneof(fc.string(), fc.stringMatching(/^[1-9]\d{5}$/)),
        city: fc.anything(),
        state: fc.anything(),
        deliveryDate: fc.oneof(
          fc.anything(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        ),
        cod: fc.oneof(
          fc.anything(),
          fc.record({ available: fc.anything(), fee: fc.anything(), maxOrderValue: fc.anything(), reason: fc.anything() }),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), anyDto), fc.string(), (body, asked) => {
        const view = toDeliveryView(body, asked);
        if (view === null) return true;
        deliveryHeadline(view);
        codRefusalText(view);
        const offered = (body as { cod: { available: unknown } }).cod.available === true;
        return (!view.cod.available || offered) && view.cod.fee >= 0 && (view.cod.available || view.cod.fee === 0);
      }),
    );
  });
});

describe('formatDeliveryDate', () => {
  it('writes an ISO day as "Thu, 4 Dec" and nothing else', () => {
    expect(formatDeliveryDate('2025-12-04')).toBe('Thu, 4 Dec');
    expect(formatDeliveryDate('2025-12-04T10:00:00Z')).toBe('');
    expect(formatDeliveryDate(20261204)).toBe('');
  });
});

describe('isNotServedBody', () => {
  it("tells a not-served pincode's 404 from any other", () => {
    expect(isNotServedBody({ error: 'Pincode 799001 is not serviceable', reason: 'not_serviceable' })).toBe(true);
    expect(isNotServedBody({ error: 'Not found' })).toBe(false);
    expect(isNotServedBody('Not found')).toBe(false);
  });
});
