import { httpErrors } from '@fastify/sensible';
import { MAX_QUANTITY, type CreateOrderRequest } from './contract';

export interface RequestedLine {
  productId: string;
  quantity: number;
  size: string | null;
  color: string | null;
}

/** Product ids are UUIDs: `ABC…` and ` abc… ` name the same product and must make one line. */
export const canonicalProductId = (id: string) => id.trim().toLowerCase();

const option = (value: string | null | undefined) => value?.trim() || null;

function totalsByProduct(entries: Iterable<readonly [string, number]>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [id, quantity] of entries) {
    const key = canonicalProductId(id);
    totals.set(key, (totals.get(key) ?? 0) + quantity);
  }
  for (const [id, quantity] of totals) {
    if (quantity > MAX_QUANTITY) throw httpErrors.badRequest(`Quantity of ${id} must be at most ${MAX_QUANTITY}`);
  }
  return totals;
}

/**
 * The order's lines from the request: one per product from `products`, or, when the client sent
 * `lines`, one per product, size and colour — after checking that `lines` describes exactly the
 * products and quantities of `products`, so a server that ignores `lines` charges the same.
 */
export function requestedLines({ products, lines }: Pick<CreateOrderRequest, 'products' | 'lines'>): RequestedLine[] {
  const wanted = totalsByProduct(Object.entries(products));
  if (!lines) return [...wanted].map(([productId, quantity]) => ({ productId, quantity, size: null, color: null }));

  const merged = new Map<string, RequestedLine>();
  for (const l of lines) {
    const line = { productId: canonicalProductId(l.productId), quantity: l.quantity, size: option(l.size), color: option(l.color) };
    const key = JSON.stringify([line.productId, line.size, line.color]);
    const same = merged.get(key);
    if (same) same.quantity += line.quantity;
    else merged.set(key, line);
  }
  const listed = totalsByProduct([...merged.values()].map((l) => [l.productId, l.quantity] as const));
  const agree = listed.size === wanted.size && [...wanted].every(([id, quantity]) => listed.get(id) === quantity);
  if (!agree) throw httpErrors.badRequest('lines must list the same products and quantities as products');
  return [...merged.values()];
}
