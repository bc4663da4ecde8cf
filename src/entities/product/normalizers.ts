import { asArray, asId, asNumber, asString, asStringList, isRecord, readAs, type Unchecked } from '@/utils/guards';
import { asImageUrl } from '@/utils/urls';
import { sortSizes } from '@rules/sizes';
import type { ProductAttributeDto, ProductDto, ProductImageDto, ProductListDto } from '@server/contracts';
import type { Product, ProductPage } from './product';
import { toRating } from './rating';
import { toStock } from './stock';
import { toSpecifications, type Attribute } from './specifications';

function toAttributes(value: unknown): Attribute[] {
  return asArray(value)
    .filter(isRecord)
    .map((record) => readAs<ProductAttributeDto, 'values'>(record))
    .map((item) => ({
      key: asString(item.key).trim(),
      values: asStringList(item.value ?? item.values),
      unit: asString(item.metricUnit).trim(),
    }))
    .filter((item) => item.key !== '');
}

function valuesOf(attributes: Attribute[], keys: readonly string[]): string[] {
  const found = attributes.find((item) => keys.includes(item.key.toLowerCase()));
  return found ? found.values : [];
}

const SIZE_KEYS = ['size', 'sizes'];
const COLOR_KEYS = ['color', 'colour', 'colors', 'colours'];

function imageUrls(dto: Unchecked<ProductDto>): string[] {
  return asArray(dto.images)
    .map((image) => asImageUrl(isRecord(image) ? readAs<ProductImageDto>(image).url : image))
    .filter((url) => url !== '');
}

export function toProduct(dto: unknown): Product {
  const source = readAs<ProductDto>(dto);
  const attributes = toAttributes(source.attributes);
  const discounted = asNumber(source.discountedPrice);
  const regular = asNumber(source.regularPrice);
  const price = discounted ?? regular ?? 0;
  const originalPrice = discounted !== null ? regular : null;
  const images = imageUrls(source);
  const rating = toRating(source.rating);
  return {
    id: asId(source.id),
    name: asString(source.title),
    description: asString(source.description),
    price,
    originalPrice,
    onSale: originalPrice !== null && price < originalPrice,
    image: asImageUrl(source.imgUrl) || images[0] || '',
    images,
    category: asString(source.category),
    parentCategory: asString(source.parentCategory),
    gender: asString(source.gender),
    featured: valuesOf(attributes, ['featured']).some((value) => value.toLowerCase().includes('true')),
    // In size order whatever order the API keeps them in (rules/sizes.ts), as the filters list them.
    sizes: sortSizes(valuesOf(attributes, SIZE_KEYS)),
    colors: valuesOf(attributes, COLOR_KEYS),
    specifications: toSpecifications(attributes),
    createdAt: asString(source.createdAt),
    // Left out rather than undefined: a product without reviews reads exactly as before.
    ...(rating && { rating }),
    ...toStock(source),
  };
}

/** `data` plus `pagination.total`, else `count`, else the length of what arrived. */
export function toProductPage(body: unknown): ProductPage {
  const source = readAs<ProductListDto, 'count'>(body);
  const items = Array.isArray(body) ? body : asArray(source.data);
  const products = items
    .filter(isRecord)
    .map(toProduct)
    .filter((product) => product.id !== '');
  const pagination = readAs<ProductListDto['pagination']>(source.pagination);
  const total = asNumber(pagination.total) ?? asNumber(source.count) ?? products.length;
  return { products, total: Math.max(0, Math.floor(total)) };
}
