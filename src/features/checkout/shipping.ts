import * as yup from 'yup';
import { isPincode, pincodeDigits } from '@rules/delivery';
import { PINCODE_SHAPE_MESSAGE } from '@/features/delivery/pincode';
import type { CartLine } from '@/features/cart/cartLine';
import type { NewOrder, NewOrderLine, ShippingAddress } from '@/features/orders/order';

export const SHIPPING_FIELDS: ReadonlyArray<{ name: keyof ShippingAddress; label: string; autoComplete: string }> = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  // Before city and state: a checked pincode fills them, so the shopper types them only where it cannot.
  { name: 'postalCode', label: 'Pincode', autoComplete: 'postal-code' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
];

export const emptyShippingAddress: ShippingAddress = {
  fullName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
};

// Every field must hold something once trimmed (spec §5); the pincode must be one by shape, with
// or without the delivery check (an API without it checks nothing more).
export const shippingSchema = yup.object(
  Object.fromEntries(
    SHIPPING_FIELDS.map(({ name, label }) => {
      const required = yup.string().trim().required(`${label} is required`);
      return [name, name === 'postalCode' ? required.test('pincode', PINCODE_SHAPE_MESSAGE, (value) => isPincode(value ?? '')) : required];
    }),
  ),
);

function toOrderLine(line: CartLine): NewOrderLine {
  return {
    productId: line.id,
    quantity: line.quantity,
    ...(line.selectedSize && { size: line.selectedSize }),
    ...(line.selectedColor && { color: line.selectedColor }),
  };
}

/**
 * The order-creation payload (spec §3): quantities summed per product id, the address trimmed,
 * and each cart line with its size and colour, which the `products` map cannot carry.
 */
export function toNewOrder(lines: readonly CartLine[], address: ShippingAddress): NewOrder {
  const products: Record<string, number> = {};
  for (const line of lines) products[line.id] = (products[line.id] ?? 0) + line.quantity;
  const shippingAddress = Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, value.trim()]),
  ) as unknown as ShippingAddress;
  shippingAddress.postalCode = pincodeDigits(shippingAddress.postalCode);
  return { products, lines: lines.map(toOrderLine), shippingAddress };
}
