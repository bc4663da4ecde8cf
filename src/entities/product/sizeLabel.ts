const FOOTWEAR = /\b(footwear|shoes?)\b/i;

/** The size label rule of spec §5. */
export function sizeLabel(product: { category: string; description: string; sizes: readonly string[] }): string {
  if (FOOTWEAR.test(product.category) || FOOTWEAR.test(product.description)) return 'Shoe Size';
  if (product.sizes.length === 1 && product.sizes[0] === 'One Size') return 'Size';
  return 'Clothing Size';
}
