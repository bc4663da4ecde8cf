import type { Db } from '../../platform/db/client';
import { catalogChanged, indexCatalog } from '../search';
import { importStock } from '../stock';
import { checkRecord, describe, type CatalogProduct, type RawRecord } from './records';
import { analyzeProducts, lockImports, markImported, removeProductsBut, vacuumCatalogue, writeBatch } from './repository';

/** Products written per statement: large enough to amortise each round trip, small enough for one JSON parameter. */
const BATCH = 1000;

export interface ImportSummary {
  inserted: number;
  updated: number;
  /** with --replace: products no longer in the file */
  removed: number;
  skipped: Array<{ record: string; reasons: string[] }>;
  seconds: number;
}

/**
 * Upserts the valid records by id in one transaction (all or nothing), then indexes them for
 * search. With `replace`, products whose id is not in the file are removed; a record that names
 * an id but fails its checks keeps its product as it was. Orders keep their lines either way.
 */
export async function importCatalog(db: Db, records: RawRecord[], { replace = false } = {}): Promise<ImportSummary> {
  const started = performance.now();
  const summary: ImportSummary = { inserted: 0, updated: 0, removed: 0, skipped: [], seconds: 0 };
  const products: CatalogProduct[] = [];
  const firstWith = new Map<string, string>();
  const keep = new Set<string>();
  for (const record of records) {
    const checked = record.error ? { problems: [record.error] } : checkRecord(record.value);
    const named = (record.value as { id?: unknown } | undefined)?.id;
    if (typeof named === 'string') keep.add(named.toLowerCase());
    if ('problems' in checked) {
      summary.skipped.push({ record: describe(record), reasons: checked.problems });
      continue;
    }
    const earlier = firstWith.get(checked.product.id);
    if (earlier) {
      summary.skipped.push({ record: describe(record), reasons: [`id: same product as ${earlier}`] });
      continue;
    }
    firstWith.set(checked.product.id, describe(record));
    keep.add(checked.product.id);
    products.push(checked.product);
  }
  await db.transaction(async (tx) => {
    await lockImports(tx);
    for (let i = 0; i < products.length; i += BATCH) {
      const { inserted, updated } = await writeBatch(tx, products.slice(i, i + BATCH));
      summary.inserted += inserted;
      summary.updated += updated;
    }
    await importStock(
      tx,
      products.flatMap((p) => (p.variants ? [{ productId: p.id, variants: p.variants }] : [])),
    );
    if (replace) summary.removed = await removeProductsBut(tx, keep);
    await markImported(tx);
    await analyzeProducts(tx);
    await indexCatalog(tx, { words: true });
  });
  catalogChanged(db);
  await vacuumCatalogue(db);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/** The summary as catalog:import prints it. */
export function report(file: string, s: ImportSummary): string {
  const n = (x: number) => x.toLocaleString('en-IN');
  const lines = [
    `Imported ${file} in ${s.seconds.toFixed(1)} s: ${n(s.inserted)} inserted, ${n(s.updated)} updated, ` +
      `${n(s.skipped.length)} skipped${s.removed ? `, ${n(s.removed)} removed (not in the file)` : ''}.`,
  ];
  if (s.skipped.length) lines.push('Skipped:', ...s.skipped.map((k) => `  ${k.record}: ${k.reasons.join('; ')}`));
  return lines.join('\n');
}
