import { formatInr } from '@rules/money';

/** The app's words around coupons (the server's reasons are shown as they come). */
export const OFFER_TEXTS = {
  apply: 'Apply coupon',
  sheetTitle: 'Coupons and offers',
  codeLabel: 'Coupon code',
  applyCode: 'Apply',
  remove: 'Remove',
  notACode: 'Please enter a coupon code: 3 to 20 letters or digits.',
  noOffers: 'No offers are listed right now. Have a code? Enter it above.',
  saving: (amount: number) => `Save ${formatInr(amount)}`,
  youSave: (amount: number) => `You save ${formatInr(amount)}`,
  appliedLine: (code: string) => (code ? `Discount (${code})` : 'Discount'),
  unavailable: 'Offers could not be checked just now. Your cart is as it was; the total is worked out again at checkout.',
} as const;
