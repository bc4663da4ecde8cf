import { asId, asNumber, asString, isRecord } from '@/utils/guards';
import { asImageUrl } from '@/utils/urls';

/** What the wishlist keeps of a product: enough to show it again without a request. */
export interface WishlistItem {
  id: string;
  name: string;
  image: string;
  price: number;
}

/** An item read back from storage, which anyone can edit: `null` when it has no usable id. */
export function toWishlistItem(value: unknown): WishlistItem | null {
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
