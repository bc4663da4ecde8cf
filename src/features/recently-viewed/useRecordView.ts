import { useEffect } from 'react';
import { useAppDispatch } from '@/state/hooks';
import type { Product } from '@/entities/product/product';
import { snapshotOf } from '@/entities/product/productSnapshot';
import { productViewed } from './recentlyViewedSlice';

/** Puts the product shown on its page at the front of this device's recently viewed row. */
export function useRecordView(product: Product | undefined) {
  const dispatch = useAppDispatch();
  const { id, name, image, price } = product ?? {};
  useEffect(() => {
    if (id !== undefined && name !== undefined && image !== undefined && price !== undefined) {
      dispatch(productViewed(snapshotOf({ id, name, image, price })));
    }
  }, [dispatch, id, name, image, price]);
}
