import fc from 'fast-check';
import { buildProduct } from '@/test/builders';
import { payloadLike } from '@/test/arbitraries';
import { toProduct, toProductPage } from './normalizers';

const attribute = (key: string, value: string[]) => ({ id: key, key, value, metricUnit: null });

describe('toProduct', () => {
  it('takes the discounted price with the regular one as original, and marks the sale', () => {
    const product = toProduct(buildProduct({ regularPrice: 2999, discountedPrice: 2499 }));
    expect(product).toMatchObject({ price: 2499, originalPrice: 2999, onSale: true });
  });

  it('falls back to the regular price, then 0, with no original price', () => {
    expect(toProduct(buildProduct({ regularPrice: 999, discountedPrice: null }))).toMatchObject({
      price: 999,
      originalPrice: null,
      onSale: false,
    });
    expect(toProduct({ id: 'x' })).toMatchObject({ price: 0, originalPrice: null });
  });

  it('shows no sale badge when the discount is not lower', () => {
    expect(toProduct(buildProduct({ regularPrice: 999, discountedPrice: 999 })).onSale).toBe(false);
  });

  it('uses imgUrl, else the first image, else nothing', () => {
    const images = [{ url: 'a.svg' }, { url: 'b.svg' }];
    expect(toProduct(buildProduct({ imgUrl: 'main.svg', images })).image).toBe('main.svg');
    expect(toProduct(buildProduct({ imgUrl: '', images })).image).toBe('a.svg');
    expect(toProduct(buildProduct({ imgUrl: '', images: [] })).image).toBe('');
  });

  it('reads featured, sizes and colours from attributes whatever their case', () => {
    const product = toProduct(
      buildProduct({
        attributes: [attribute('Featured', ['true']), attribute('SIZES', ['S', 'M']), attribute('Colour', ['Red', 'Blue'])],
      }),
    );
    expect(product).toMatchObject({ featured: true, sizes: ['S', 'M'], colors: ['Red', 'Blue'] });
    expect(toProduct(buildProduct({ attributes: [attribute('featured', ['false'])] })).featured).toBe(false);
    expect(toProduct(buildProduct({ attributes: [attribute('colors', ['Black'])] })).colors).toEqual(['Black']);
  });

  it('keeps a single One Size as is', () => {
    expect(toProduct(buildProduct({ attributes: [attribute('size', ['One Size'])] })).sizes).toEqual(['One Size']);
  });

  it('shows at most 10 specifications, hides phone keys and shows underscores as spaces', () => {
    const specs = Array.from({ length: 12 }, (_, index) => attribute(`spec_${index}`, [`v${index}`]));
    const product = toProduct(buildProduct({ attributes: [attribute('support_phone', ['+91 1']), ...specs] }));
    expect(product.specifications).toHaveLength(10);
    expect(product.specifications[0]).toEqual({ label: 'spec 0', value: 'v0' });
    expect(product.specifications.some((spec) => spec.label.includes('phone'))).toBe(false);
  });

  it('adds the metric unit to a specification value', () => {
    const product = toProduct(buildProduct({ attributes: [{ id: 'w', key: 'weight', value: ['12'], metricUnit: 'kg' }] }));
    expect(product.specifications).toEqual([{ label: 'weight', value: '12 kg' }]);
  });

  it('never throws, whatever the server sends', () => {
    const keys = ['id', 'title', 'regularPrice', 'discountedPrice', 'imgUrl', 'images', 'attributes', 'category'];
    fc.assert(fc.property(payloadLike(keys), (payload) => typeof toProduct(payload).price === 'number'));
  });
});

describe('toProductPage', () => {
  it('reads the total from pagination.total, else count, else the list length', () => {
    const data = [buildProduct(), buildProduct()];
    expect(toProductPage({ data, pagination: { total: 40 } }).total).toBe(40);
    expect(toProductPage({ data, count: 17 }).total).toBe(17);
    expect(toProductPage({ data }).total).toBe(2);
    expect(toProductPage({ data }).products.map((product) => product.id)).toEqual(data.map((item) => item.id));
  });

  it('gives an empty page for an unusable body', () => {
    expect(toProductPage('oops')).toEqual({ products: [], total: 0 });
  });

  it('never throws and never yields a negative total', () => {
    fc.assert(fc.property(payloadLike(['data', 'pagination', 'count']), (payload) => toProductPage(payload).total >= 0));
  });
});
