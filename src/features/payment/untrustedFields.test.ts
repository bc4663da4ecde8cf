import fc from 'fast-check';
import { encodes, junkId } from '@/test/arbitraries';
import { toPaymentFields } from './normalizers';

describe('payment field names from the server', () => {
  it('drops fields whose name is not well-formed text (generated definitions)', () => {
    fc.assert(
      fc.property(fc.array(junkId, { maxLength: 8 }), (names) =>
        toPaymentFields(names.map((name) => ({ name, label: 'Field', type: 'text' }))).every(
          (field) => field.name !== '' && encodes(field.name),
        ),
      ),
      { numRuns: 1000 },
    );
    expect(toPaymentFields([{ name: '\ud800x' }, { name: 'upiId' }]).map((field) => field.name)).toEqual(['upiId']);
  });
});
