/** Real products found by their names, and a cart of chosen sizes stored before the app loads. */
import type { APIRequestContext, BrowserContext } from '@playwright/test';

export interface Listed {
  id: string;
  title: string;
  imgUrl: string;
  regularPrice: number;
  discountedPrice: number | null;
}

export async function productNamed(request: APIRequestContext, title: string): Promise<Listed> {
  const body = (await (await request.get('/api/v1/products', { params: { limit: 100 } })).json()) as { data: Listed[] };
  const found = body.data.find((p) => p.title === title);
  if (!found) throw new Error(`No product titled ${title}`);
  return found;
}

export interface CartLine {
  product: Listed;
  size: string;
  color: string;
  quantity: number;
}

/** A cart of these lines (redux-persist's stored form), put in place once per context before the app loads. */
export async function cartOf(context: BrowserContext, lines: CartLine[]) {
  const stored = JSON.stringify({
    lines: JSON.stringify(
      lines.map(({ product, size, color, quantity }) => ({
        id: product.id,
        name: product.title,
        image: product.imgUrl,
        price: product.discountedPrice ?? product.regularPrice,
        quantity,
        selectedSize: size,
        selectedColor: color,
      })),
    ),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
  // Only when nothing is stored yet: after the order the emptied cart must stay empty.
  await context.addInitScript((value) => {
    if (window.localStorage.getItem('cart') === null) window.localStorage.setItem('cart', value);
  }, stored);
}

/** What one size and colour of a product has left, by the API. */
export async function availableOf(request: APIRequestContext, productId: string, size: string, color: string): Promise<number> {
  const body = (await (await request.get(`/api/v1/products/${productId}`)).json()) as {
    variants?: Array<{ size: string; color: string; available: number }>;
  };
  const variant = body.variants?.find((v) => v.size === size && v.color === color);
  if (!variant) throw new Error(`${productId} has no ${size} ${color}`);
  return variant.available;
}
