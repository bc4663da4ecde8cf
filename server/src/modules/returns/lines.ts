import type { Queryable } from '../../platform/db/client';
import { productsByIds, type ProductDto } from '../catalog';
import type { OrderRecord } from '../orders';
import { nonReturnableReason, RETURN_TEXTS } from '../../../../rules/returns';
import type { CreateReturnRequest } from './contract';
import { ReturnRefused } from './refused';
import { unitsInReturns } from './repository';

export interface CheckedLine {
  itemId: string;
  quantity: number;
  /** an exchange's size and colour (the line's own where the shopper kept it); null on a refund */
  exchangeSize: string | null;
  exchangeColor: string | null;
}

const optionsOf = (attributes: Array<{ key: string; value: string[] }>, keys: string[]) =>
  attributes.find((a) => keys.includes(a.key.toLowerCase()))?.value ?? [];

/** Where one of the order's items stands: how many units may still come back, and whether it may at all. */
export interface ItemStanding {
  item: OrderRecord['items'][number];
  /** the catalogue's product (undefined once it is gone from the catalogue) */
  product: ProductDto | undefined;
  /** units bought less those in returns not rejected */
  left: number;
  /** why the goods cannot come back (nonReturnableReason), else null */
  reason: string | null;
}

/** Every item of the order with where it stands, in the order's own order of items. */
export async function itemStandings(tx: Queryable, order: OrderRecord): Promise<ItemStanding[]> {
  const products = new Map((await productsByIds(tx, [...new Set(order.items.map((i) => i.productId))])).map((p) => [p.id, p]));
  const already = await unitsInReturns(tx, order.id);
  return order.items.map((item) => {
    const product = products.get(item.productId);
    return { item, product, left: item.quantity - (already.get(item.id) ?? 0), reason: product ? nonReturnableReason(product) : null };
  });
}

/**
 * The request's lines as they will be kept, or a ReturnRefused (422) naming every line that cannot
 * come back and why: an item the order lacks, goods the catalogue or their category excludes, more
 * units than are left (those in returns not rejected count), an exchange with no other choice or
 * an option the product does not come in. Read under the order's lock, so two requests at once
 * cannot both take the last unit back.
 */
export async function checkedLines(tx: Queryable, order: OrderRecord, body: CreateReturnRequest): Promise<CheckedLine[]> {
  const unknown = body.lines.find((l) => !order.items.some((i) => i.id === l.itemId));
  if (unknown)
    throw new ReturnRefused(422, {
      error: RETURN_TEXTS.unknownItem(unknown.itemId),
      lines: [{ itemId: unknown.itemId, reason: RETURN_TEXTS.unknownItem(unknown.itemId) }],
    });
  const standings = new Map((await itemStandings(tx, order)).map((s) => [s.item.id, s]));
  const refused: Array<{ itemId: string; reason: string }> = [];
  const lines: CheckedLine[] = [];
  for (const line of body.lines) {
    const { item, product, left, reason: why } = standings.get(line.itemId)!;
    if (why) refused.push({ itemId: item.id, reason: why });
    else if (line.quantity > left) refused.push({ itemId: item.id, reason: RETURN_TEXTS.tooMany(item.productTitle, left) });
    else if (body.resolution === 'exchange') {
      const size = line.exchange?.size ?? item.size;
      const color = line.exchange?.color ?? item.color;
      const sizes = optionsOf(product?.attributes ?? [], ['size', 'sizes']);
      const colors = optionsOf(product?.attributes ?? [], ['color', 'colour', 'colors']);
      if (!line.exchange || (size === item.size && color === item.color))
        refused.push({ itemId: item.id, reason: RETURN_TEXTS.exchangeNeedsChoice(item.productTitle) });
      else if ((size && sizes.length && !sizes.includes(size)) || (color && colors.length && !colors.includes(color)))
        refused.push({ itemId: item.id, reason: RETURN_TEXTS.exchangeUnknownOption(item.productTitle) });
      else lines.push({ itemId: item.id, quantity: line.quantity, exchangeSize: size, exchangeColor: color });
    } else lines.push({ itemId: item.id, quantity: line.quantity, exchangeSize: null, exchangeColor: null });
  }
  if (refused.length > 0) throw new ReturnRefused(422, { error: RETURN_TEXTS.notReturnable, lines: refused });
  return lines;
}
