/**
 * What listings and searches know of stock: whether the shop counts it and which products are wholly
 * sold out, read from the database for every request (repository/stock.ts), laid over the catalogue
 * copy as one flag a row. The answer cache keeps answers per stock state (`digest`), so a product
 * selling out or coming back changes the answers at once, and nothing else does.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/db/client';
import { rowsOfKeys, type Catalogue } from './catalogue';
import { stockState } from './repository/stock';

export interface Stock {
  /** whether any product's stock is counted: the answer carries the "In stock only" facet only then */
  counted: boolean;
  /** search keys of the products wholly sold out */
  soldOut: Int32Array;
  /** the state in a few characters, for the answer cache's keys */
  digest: string;
}

/** A shop that counts nothing: every product sells, no facet. */
export const NO_STOCK: Stock = { counted: false, soldOut: new Int32Array(0), digest: '-' };

export async function stockOf(db: Queryable): Promise<Stock> {
  const { counted, soldOut } = await stockState(db);
  if (!counted) return NO_STOCK;
  const digest = soldOut.length === 0 ? '0' : createHash('sha1').update(soldOut.join(',')).digest('base64url');
  return { counted, soldOut: Int32Array.from(soldOut), digest };
}

/** A mask of no row: what completions ("… under ₹2,000") judge by, as they never filter by stock. */
export const NOTHING_SOLD_OUT = new Uint8Array(0);

/** 1 for each row of the copy wholly sold out (products newer than the copy are not in it). */
export function soldOutRows(catalogue: Catalogue, stock: Stock): Uint8Array {
  const mask = new Uint8Array(catalogue.count);
  for (const row of rowsOfKeys(catalogue, stock.soldOut)) mask[row] = 1;
  return mask;
}
