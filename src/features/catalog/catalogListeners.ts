import { toastOnFailure, type AppStartListening } from '@/state/listener';
import { catalogApi } from '@/entities/product/catalogApi';
import { productFailureTitle } from './product/productFailure';

/** A product page that cannot load says why (spec §8); a failed listing shows its state inline only. */
export function registerCatalogListeners(startListening: AppStartListening) {
  toastOnFailure(startListening, catalogApi.endpoints.getProduct.matchRejected, (error) => ({
    title: productFailureTitle(error),
    variant: 'error',
  }));
}
