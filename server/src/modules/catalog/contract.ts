/** The catalogue's wire shapes: a product as every answer gives it. */
import { Type, type Static } from '@sinclair/typebox';
import { closed, Nullable } from '../../platform/http/wire';
import { VariantStockDto } from '../stock/contract';

export const ProductImageDto = Type.Object({ url: Type.String() }, closed);
export type ProductImageDto = Static<typeof ProductImageDto>;

export const ProductAttributeDto = Type.Object(
  { id: Type.String(), key: Type.String(), value: Type.Array(Type.String()), metricUnit: Nullable(Type.String()) },
  closed,
);
export type ProductAttributeDto = Static<typeof ProductAttributeDto>;

export const ProductDto = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    imgUrl: Type.String(),
    category: Type.String(),
    parentCategory: Nullable(Type.String()),
    gender: Nullable(Type.String()),
    regularPrice: Type.Number(),
    discountedPrice: Nullable(Type.Number()),
    createdAt: Type.String(),
    images: Type.Array(ProductImageDto),
    attributes: Type.Array(ProductAttributeDto),
    /** Its published reviews in brief, on every product answer; absent when it has none or the API keeps no reviews. */
    rating: Type.Optional(Type.Object({ average: Type.Number({ minimum: 1, maximum: 5 }), count: Type.Integer({ minimum: 1 }) }, closed)),
    /** What each size × colour has left; absent when the shop does not count this product's stock (every option can be bought). */
    variants: Type.Optional(Type.Array(VariantStockDto)),
    /** With `variants`: at or under this many left, say "Only N left". */
    lowStockThreshold: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  closed,
);
export type ProductDto = Static<typeof ProductDto>;
