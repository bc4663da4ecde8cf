import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { tidyCouponCode } from '@rules/couponCode';
import { couponApplied } from './cartSlice';
import { useAppDispatch } from '@/state/hooks';
import { notify } from '@/state/notices';
import { paths } from '@/utils/paths';

/**
 * `/offer/CODE`, as offers travel on WhatsApp: the code joins the cart and the cart opens, where the
 * server's quote says what it saves or why it cannot (unknown, expired, used up). A link whose code
 * cannot be one says so at once.
 */
export function OfferLinkScreen() {
  const { code = '' } = useParams();
  const dispatch = useAppDispatch();
  const tidy = tidyCouponCode(code);
  useEffect(() => {
    if (tidy) dispatch(couponApplied({ code: tidy }));
    else
      dispatch(
        notify({
          title: 'Offer not found',
          description: `There is no offer ${code.slice(0, 40)}.`,
          variant: 'warning',
          belongsTo: 'next-page',
        }),
      );
  }, [dispatch, tidy, code]);
  return <Navigate to={paths.cart} replace />;
}
