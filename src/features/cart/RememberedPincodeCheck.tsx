import { PincodeCheck } from '@/features/delivery/PincodeCheck';
import type { DeliveryFor } from '@/features/delivery/useDeliveryCheck';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { pincodeChosen, selectCartPincode } from './cartSlice';

/** The delivery check with the pincode remembered on the device with the cart, so a shopper types it once. */
export function RememberedPincodeCheck({ subject }: { subject: DeliveryFor }) {
  const dispatch = useAppDispatch();
  const pincode = useAppSelector(selectCartPincode);
  return <PincodeCheck pincode={pincode ?? ''} onPincodeChange={(next) => dispatch(pincodeChosen({ pincode: next }))} subject={subject} />;
}
