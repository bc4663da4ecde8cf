/**
 * "Write a review" for a product, shown only to a signed-in buyer (issue 30). The writing helper
 * builds it; until then it shows nothing, so the product page and Orders can place it already.
 */
export function WriteReviewLink(_props: { productId: string; variant?: 'page' | 'order' }) {
  return null;
}
