import fc from 'fast-check';
import { nonReturnableReason, NON_RETURNABLE, refundDetailsProblem, REFUND_DETAILS_TEXTS } from './returns';
import { isFinalReturnState, nextReturnState, RETURN_MOVES, RETURN_STATES, type ReturnState } from './returnStates';

const product = (category: string, parentCategory: string | null, attributes: Array<{ key: string; value: string[] }> = []) => ({
  category,
  parentCategory,
  attributes,
});

describe('what cannot come back', () => {
  it('reads the catalogue attribute first, then the category and sub-category', () => {
    expect(nonReturnableReason(product('women', 'Sports Bras'))).toBe(NON_RETURNABLE.innerwear);
    expect(nonReturnableReason(product('Accessories', 'Personal Care'))).toBe(NON_RETURNABLE.hygiene);
    expect(nonReturnableReason(product('Sports Shoes', 'Running', [{ key: 'non_returnable', value: ['personalised'] }]))).toBe(
      NON_RETURNABLE.personalised,
    );
    expect(nonReturnableReason(product('Sports Shoes', 'Running', [{ key: 'Non_Returnable', value: ['true'] }]))).toBe(
      NON_RETURNABLE.personalised,
    );
    expect(nonReturnableReason(product('Sports Shoes', 'Running'))).toBeNull();
    expect(nonReturnableReason(product('Sports Shoes', 'Running', [{ key: 'non_returnable', value: ['false'] }]))).toBeNull();
  });
});

describe('a cash-on-delivery refund’s details', () => {
  it('takes a UPI id or a bank account of the right shape, spaces and case aside', () => {
    expect(refundDetailsProblem({ upiId: ' asha.verma@okhdfc ' })).toBeNull();
    expect(refundDetailsProblem({ upiId: 'asha@' })).toBe(REFUND_DETAILS_TEXTS.upi);
    expect(refundDetailsProblem({ accountNumber: '1234 5678 9012', ifsc: 'sbin0001234', accountName: 'Asha Verma' })).toBeNull();
    expect(refundDetailsProblem({ accountNumber: '12345', ifsc: 'SBIN0001234', accountName: 'Asha Verma' })).toBe(
      REFUND_DETAILS_TEXTS.account,
    );
    expect(refundDetailsProblem({ accountNumber: '123456789', ifsc: 'SBIN1001234', accountName: 'Asha Verma' })).toBe(
      REFUND_DETAILS_TEXTS.ifsc,
    );
    expect(refundDetailsProblem({ accountNumber: '123456789', ifsc: 'SBIN0001234', accountName: ' ' })).toBe(REFUND_DETAILS_TEXTS.name);
    expect(refundDetailsProblem(undefined)).toBe(REFUND_DETAILS_TEXTS.needed);
  });
});

describe('the returns’ state machine', () => {
  it('only moves forward, ends in refunded, exchange shipped or rejected, and never leaves them', () => {
    const order = (s: ReturnState) => ['requested', 'picked_up', 'received'].indexOf(s);
    fc.assert(
      fc.property(
        fc.constantFrom(...RETURN_STATES),
        fc.constantFrom(...RETURN_MOVES),
        fc.constantFrom('refund' as const, 'exchange' as const),
        (state, move, resolution) => {
          const next = nextReturnState(state, move, resolution);
          if (isFinalReturnState(state)) expect(next).toBeNull();
          if (next && !isFinalReturnState(next)) expect(order(next)).toBeGreaterThan(order(state));
          if (next === 'refunded') expect(resolution).toBe('refund');
          if (next === 'exchange_shipped') expect(resolution).toBe('exchange');
        },
      ),
    );
    expect(nextReturnState('requested', 'receive', 'refund')).toBe('received');
    expect(nextReturnState('requested', 'refund', 'refund')).toBeNull();
  });
});
