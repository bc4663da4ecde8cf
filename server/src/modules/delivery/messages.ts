/**
 * What the delivery check and the orders' refusals say to shoppers, in one place: the sentences of
 * the 400s, of a pincode the shop does not serve, and of cash on delivery refused.
 */
import { rupees } from '../../platform/money';

export const MALFORMED_PINCODE = 'Pincode must be 6 digits and not start with 0';
export const MALFORMED_ORDER_VALUE = 'orderValue must be an amount in rupees, 0 or more';

/** "799 001": a pincode as the shop writes it to shoppers. */
export const spacedPincode = (pincode: string) => `${pincode.slice(0, 3)} ${pincode.slice(3)}`;

/** The 404 of a pincode the shop does not serve, and an order's refusal to it. */
export const notServed = (pincode: string) => `We don't deliver to ${spacedPincode(pincode)} yet`;

export const COD_NEEDS_PINCODE = 'Cash on Delivery needs a 6-digit pincode in the shipping address';
export const codNotHere = (pincode: string) => `Cash on Delivery is not available for pincode ${pincode}`;
export const codAboveCeiling = (maxOrderValue: number) => `Cash on Delivery is not available for orders above ${rupees(maxOrderValue)}`;
