import { asArray, asId, asNumber, asString, isRecord } from '@/utils/guards';
import { asImageUrl } from '@/utils/urls';
import type { Product } from './product';

/**
 * What the shop keeps of a product once the shopper has met it (a wishlist item, a recently
 * viewed product, the start of a cart line): enough to show it again without a request.
 */
export interface ProductSnapshot {
  id: string;
  name: string;
  image: string;
  price: number;
}

export function snapshotOf(product: Pick<Product, 'id' | 'name' | 'image' | 'price'>): ProductSnapshot {
  return { id: product.id, name: product.name, image: product.image, price: product.price };
}

/** A snapshot read back from storage, which anyone can edit: `null` when it has no usable id. */
export function toProductSnapshot(value: unknown): ProductSnapshot | null {
  if (!isRecord(value)) return null;
  const id = asId(value.id);
  if (id === '') return null;
  const price = asNumber(value.price);
  return {
    id,
    name: asString(value.name),
    image: asImageUrl(value.image),
    price: price !== null && price >= 0 ? price : 0,
  };
}

/**
 * Whatever a stored list held (a plain array or `{ items }`) → clean snapshots, one per product,
 * in the stored order, at most `limit` of them. The wishlist and recently viewed both keep one.
 */
export function cleanSnapshotList(stored: unknown, limit = Infinity): ProductSnapshot[] {
  const candidates = Array.isArray(stored) ? stored : isRecord(stored) ? asArray(stored.items) : [];
  const items: ProductSnapshot[] = [];
  for (const candidate of candidates) {
    if (items.length >= limit) break;
    const item = toProductSnapshot(candidate);
    if (item && !items.some((kept) => kept.id === item.id)) items.push(item);
  }
  return items;
}
