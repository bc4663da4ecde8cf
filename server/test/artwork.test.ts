import { productSvg } from '../src/modules/media/artwork';
import { escapeXml } from '../src/platform/text';
import { SEED_PRODUCTS } from '../src/modules/catalog/seed/products';

/**
 * On a phone the product card keeps its action buttons over the picture (the heart in the top
 * corner, three buttons along the bottom edge): words drawn in the picture would be hidden there,
 * and the card already names the product. So the pictures carry no drawn text at all.
 */
describe('product artwork', () => {
  const pictures = SEED_PRODUCTS.flatMap((product) =>
    [0, 1, 2].map((variant) => ({ product, variant, svg: productSvg(product.title, product.category, variant) })),
  );

  it('draws no text a card’s buttons could cover, in any picture of the catalogue', () => {
    const withText = pictures.filter(({ svg }) => /<text\b|<tspan\b/.test(svg));
    expect(withText.map(({ product, variant }) => `${product.slug} #${variant}`)).toEqual([]);
  });

  it('still names the product for whoever opens the picture alone', () => {
    for (const { product, svg } of pictures.slice(0, 12)) {
      expect(svg).toContain(`<title>${escapeXml(product.title)}</title>`);
      expect(svg).toContain(`aria-label="${escapeXml(product.title)}"`);
    }
  });

  it('is the same for the same product, and neighbours in a category do not all open alike', () => {
    const first = (title: string, category: string) => productSvg(title, category, 0);
    expect(first('Match Football Size 5', 'Sports Equipment')).toBe(first('Match Football Size 5', 'Sports Equipment'));
    const byCategory = new Map<string, Set<string>>();
    for (const product of SEED_PRODUCTS) {
      const seen = byCategory.get(product.category) ?? new Set<string>();
      seen.add(first(product.title, product.category).replace(/<title>.*<\/title>|aria-label="[^"]*"/g, ''));
      byCategory.set(product.category, seen);
    }
    for (const [category, looks] of byCategory) expect([category, looks.size > 1]).toEqual([category, true]);
  });

  it('keeps a gallery from repeating itself', () => {
    const gallery = [0, 1, 2].map((variant) => productSvg('Pro Grip Gym Gloves', 'Fitness Accessories', variant));
    expect(new Set(gallery).size).toBe(3);
  });
});
