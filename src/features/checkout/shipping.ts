import * as yup from 'yup';
import { readIndianMobile } from '@rules/phone';
import { pincodeDigits } from '@rules/delivery';
import { pincodeProblem } from '@/features/delivery/pincode';
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

export const PHONE_MESSAGE = 'Enter a 10-digit mobile number, like 98765 43210';
export const PHONE_START_MESSAGE = 'A mobile number starts with 6, 7, 8 or 9';

/** The courier and the delivery messages need a reachable Indian mobile: rules/phone.ts reads it. */
export function phoneProblem(text: string): string | null {
  const reading = readIndianMobile(text);
  if (reading.ok) return null;
  return reading.why === 'start' ? PHONE_START_MESSAGE : PHONE_MESSAGE;
}

// A field's own rule, checked once it holds something: its message says what is wrong.
const OWN_RULES: Partial<Record<keyof ShippingAddress, (value: string) => string | null>> = {
  // A pincode by shape, with or without the delivery check (an API without it checks nothing more).
  postalCode: (value) => pincodeProblem(value, true),
  phone: phoneProblem,
};

// Every field must hold something once trimmed (spec §5), and pass its own rule.
export const shippingSchema = yup.object(
  Object.fromEntries(
    SHIPPING_FIELDS.map(({ name, label }) => {
      const required = yup.string().trim().required(`${label} is required`);
      const rule = OWN_RULES[name];
      if (!rule) return [name, required];
      return [
        name,
        required.test(name, (value, context) => {
          const problem = rule(value ?? '');
          return problem ? context.createError({ message: problem }) : true;
        }),
      ];
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
