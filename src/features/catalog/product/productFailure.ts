import { describeApiError } from '@/api/errors';

/** Only a 404 means the product is gone; anything else (no answer, a server error) may pass. */
export function isProductMissing(error: unknown): boolean {
  const failure = describeApiError(error);
  return failure.kind === 'response' && failure.status === 404;
}

/** The product page's failure toast title (spec §8): a 404 is "not found", anything else a load failure. */
export function productFailureTitle(error: unknown): string {
  return isProductMissing(error) ? 'Product not found' : PRODUCT_LOAD_FAILED;
}

export const PRODUCT_LOAD_FAILED = 'Failed to load product details';
