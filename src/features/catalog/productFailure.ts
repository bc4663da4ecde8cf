import { describeApiError } from '@/api/errors';

/** The product page's failure toast title (spec §8): a 404 is "not found", anything else a load failure. */
export function productFailureTitle(error: unknown): string {
  const failure = describeApiError(error);
  return failure.kind === 'response' && failure.status === 404 ? 'Product not found' : 'Failed to load product details';
}
