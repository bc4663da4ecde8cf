import type { Offer, OfferProduct } from '@rules/offers';
import type { Product } from '@/entities/product/product';
import { asArray, asNumber, asString, isRecord, readAs } from '@/utils/guards';

const strings = (value: unknown) =>
  asArray(value)
    .map((item) => asString(item).trim())
    .filter(Boolean);

/** A listed offer as the API sends it, or null when it cannot be read as one; never throws. */
export function toOffer(value: unknown): Offer | null {
  const source = readAs<Record<string, unknown>>(value);
  const kind = source.kind === 'percent' || source.kind === 'flat' ? source.kind : null;
  const offerValue = asNumber(source.value);
  const startsAt = asString(source.startsAt);
  if (!kind || offerValue === null || offerValue <= 0 || !startsAt) return null;
  const scope = isRecord(source.scope) ? readAs<Record<string, unknown>>(source.scope) : {};
  const maxDiscount = asNumber(source.maxDiscount);
  const totalUses = asNumber(source.totalUses);
  return {
    id: asString(source.id),
    code: asString(source.code).trim() || null,
    title: asString(source.title),
    kind,
    value: offerValue,
    maxDiscount: maxDiscount !== null && maxDiscount > 0 ? maxDiscount : null,
    minCartValue: Math.max(0, asNumber(source.minCartValue) ?? 0),
    scope: {
      ...(Array.isArray(scope.categories) && { categories: strings(scope.categories) }),
      ...(Array.isArray(scope.brands) && { brands: strings(scope.brands) }),
      ...(Array.isArray(scope.productIds) && { productIds: strings(scope.productIds) }),
      ...(typeof scope.label === 'string' && { label: scope.label }),
    },
    includeSaleItems: source.includeSaleItems !== false,
    firstOrderOnly: source.firstOrderOnly === true,
    oncePerShopper: source.oncePerShopper === true,
    totalUses: totalUses !== null && totalUses >= 0 ? Math.floor(totalUses) : null,
    startsAt,
    endsAt: asString(source.endsAt) || null,
    listed: source.listed !== false,
  };
}

/** The product facts an offer reads, from the app's product (its brand among the specifications). */
export function offerProductOf(
  product: Pick<Product, 'id' | 'category' | 'parentCategory' | 'price' | 'originalPrice' | 'specifications'>,
): OfferProduct {
  const brand = product.specifications.find((spec) => spec.label.trim().toLowerCase() === 'brand')?.value ?? null;
  return {
    id: product.id,
    category: product.category,
    parentCategory: product.parentCategory || null,
    brand,
    regularPrice: product.originalPrice ?? product.price,
    discountedPrice: product.originalPrice !== null ? product.price : null,
  };
}
