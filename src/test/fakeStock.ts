import { http, HttpResponse } from 'msw';
import { ORDER_SHORT_MESSAGE, availableFor, type ShortLine } from '@rules/stock';
import type { ProductDto, StockAlertDto } from '../../server/src/contracts';
import { API } from './api';

/** What the fake shop keeps of stock: the wishes left with Notify me (the products' own `variants` hold what is left). */
export const stockData = { alerts: [] as StockAlertDto[] };

export function resetStock() {
  stockData.alerts = [];
}

interface Line {
  productId: string;
  quantity: number;
  size?: string | null;
  color?: string | null;
}

/**
 * As the reference server's POST /orders: every line of a product with `variants` must be held
 * whole (by the rules' count), else the 409 naming each short line; held, the units leave the
 * products' `variants` (most left first, for a line without a size or colour).
 */
export function holdOrRefuse(products: ProductDto[], lines: Line[]): ShortLine[] {
  const short: ShortLine[] = [];
  const takes: Array<() => void> = [];
  for (const line of lines) {
    const variants = products.find((p) => p.id === line.productId)?.variants;
    if (!variants) continue;
    const matching = variants
      .filter((v) => (!line.size || v.size === line.size) && (!line.color || v.color === line.color))
      .sort((a, b) => b.available - a.available);
    const best = matching[0];
    if (!best || best.available < line.quantity) {
      short.push({
        productId: line.productId,
        size: line.size ?? null,
        color: line.color ?? null,
        requested: line.quantity,
        available: best?.available ?? 0,
      });
    } else takes.push(() => (best.available -= line.quantity));
  }
  if (short.length === 0) for (const take of takes) take();
  return short;
}

export const shortAnswer = (unavailable: ShortLine[]) => HttpResponse.json({ error: ORDER_SHORT_MESSAGE, unavailable }, { status: 409 });

/** Sets what a product's variant has left (a test's "sold elsewhere"). */
export function setAvailable(product: ProductDto, size: string, color: string, available: number) {
  const variant = product.variants?.find((v) => v.size === size && v.color === color);
  if (variant) variant.available = available;
  else product.variants = [...(product.variants ?? []), { size, color, available }];
}

/** Every size × colour with the same count: a product whose stock the shop counts. */
export function stocked(
  sizes: string[],
  colors: string[],
  available = 10,
): Pick<ProductDto, 'variants' | 'lowStockThreshold' | 'attributes'> {
  return {
    attributes: [
      ...(sizes.length ? [{ id: 'a-size', key: 'size', value: sizes, metricUnit: null }] : []),
      ...(colors.length ? [{ id: 'a-color', key: 'color', value: colors, metricUnit: null }] : []),
    ],
    variants: (sizes.length ? sizes : ['']).flatMap((size) => (colors.length ? colors : ['']).map((color) => ({ size, color, available }))),
    lowStockThreshold: 3,
  };
}

export const soldOutEverywhere = (product: ProductDto) => availableFor(product.variants ?? [], '', '') === 0;

export function stockHandlers(products: () => ProductDto[], account: () => { email: string } | null) {
  return [
    http.post(`${API}/stock/alerts`, async ({ request }) => {
      const body = (await request.json()) as { productId: string; size?: string; color?: string; email?: string };
      const product = products().find((p) => p.id === body.productId);
      const email = body.email ?? account()?.email;
      if (!product) return HttpResponse.json({ error: 'Product not found' }, { status: 404 });
      if (!email) return HttpResponse.json({ error: 'email is required' }, { status: 400 });
      const same = stockData.alerts.find(
        (a) => a.productId === product.id && a.size === (body.size ?? '') && a.color === (body.color ?? '') && a.email === email,
      );
      if (same) return HttpResponse.json(same, { status: 201 });
      const alert: StockAlertDto = {
        id: `alert-${stockData.alerts.length + 1}`,
        productId: product.id,
        productTitle: product.title,
        size: body.size ?? '',
        color: body.color ?? '',
        email,
        status: 'pending',
        createdAt: '2026-11-02T10:00:00.000Z',
      };
      stockData.alerts.push(alert);
      return HttpResponse.json(alert, { status: 201 });
    }),
    http.get(`${API}/stock/alerts`, () => HttpResponse.json({ data: stockData.alerts })),
    http.delete(`${API}/stock/alerts/:id`, ({ params }) => {
      stockData.alerts = stockData.alerts.filter((a) => a.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
