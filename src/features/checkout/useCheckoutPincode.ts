import { useEffect, useRef } from 'react';
import type { FormikProps } from 'formik';
import { pincodeChosen } from '@/features/cart/cartSlice';
import { notServedText, isPincode, pincodeDigits } from '@rules/delivery';
import { isPincodeMalformed } from '@/features/delivery/pincode';
import { useDeliveryCheck } from '@/features/delivery/useDeliveryCheck';
import type { ShippingAddress } from '@/features/orders/order';
import { useAppDispatch } from '@/state/hooks';

type Filled = Pick<ShippingAddress, 'city' | 'state'>;

/**
 * The checkout's pincode, checked as it is typed: a served one fills City and State (still
 * editable: only a field that is empty or still holds the last fill is written, so what the
 * shopper typed stays), a not-served one is the field's error and blocks the order. A valid
 * pincode is remembered with the cart.
 */
export function useCheckoutPincode(formik: FormikProps<ShippingAddress>, orderValue: number) {
  const dispatch = useAppDispatch();
  const { postalCode } = formik.values;
  const check = useDeliveryCheck(postalCode, { orderValue });
  const lastFill = useRef<Filled>({ city: '', state: '' });
  const { setValues } = formik;
  const { city, state } = formik.values;
  const served = check.kind === 'served' ? check.delivery : null;

  useEffect(() => {
    if (!served) return;
    const filled: Partial<Filled> = {};
    const fill = (name: keyof Filled, current: string, next: string) => {
      if (!next || (current.trim() !== '' && current !== lastFill.current[name])) return;
      lastFill.current[name] = next;
      if (current !== next) filled[name] = next;
    };
    fill('city', city, served.address.city);
    fill('state', state, served.address.state);
    // Both in one change, validated once: two changes would each validate with the other field
    // still as it was, and the last to finish would leave its stale "City is required".
    if (Object.keys(filled).length > 0) void setValues((values) => ({ ...values, ...filled }), true);
    // Once per answer: a later edit of city or state is the shopper's, not to be undone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [served, setValues]);

  useEffect(() => {
    const digits = pincodeDigits(postalCode);
    if (isPincode(digits)) dispatch(pincodeChosen({ pincode: digits }));
  }, [postalCode, dispatch]);

  const touched = Boolean(formik.touched.postalCode);
  const shapeError = touched || isPincodeMalformed(postalCode) ? formik.errors.postalCode : undefined;
  const error = shapeError ?? (check.kind === 'not-served' ? notServedText(check.pincode) : undefined);
  return { check, error, blocked: check.kind === 'not-served' };
}
