/**
 * The catalogue file: a JSON array of products, or NDJSON (one product per line), each in the
 * shape the API answers (spec §3) plus optional id, gender and createdAt. Every record is checked
 * on its own, so one bad line is reported by number and field and the rest still go in.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { findMalformedText } from '../../platform/http/inputs';
import { stableUuid } from '../catalog';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** numeric(12, 2): below ten thousand crore */
const MAX_PRICE = 9_999_999_999.99;
const text = (maxLength: number, minLength = 0) => Type.String({ maxLength, minLength });
const nullable = <T extends ReturnType<typeof text> | ReturnType<typeof Type.Number>>(t: T) => Type.Union([t, Type.Null()]);

export const ImportRecord = Type.Object({
  id: Type.Optional(Type.String({ pattern: UUID })),
  title: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
  description: Type.Optional(text(20_000)),
  imgUrl: Type.Optional(text(2000)),
  images: Type.Optional(Type.Array(Type.Object({ url: text(2000, 1) }), { maxItems: 50 })),
  category: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  parentCategory: Type.Optional(nullable(text(200))),
  gender: Type.Optional(nullable(text(50))),
  regularPrice: Type.Number({ minimum: 0, maximum: MAX_PRICE }),
  discountedPrice: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: MAX_PRICE }))),
  createdAt: Type.Optional(Type.String({ maxLength: 40 })),
  attributes: Type.Optional(
    Type.Array(
      Type.Object({
        key: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
        value: Type.Array(text(500), { maxItems: 200 }),
        metricUnit: Type.Optional(nullable(text(50))),
      }),
      { maxItems: 100 },
    ),
  ),
  /** Stock per size × colour (each an option of the product's attributes; absent where it has none). Without it, stock is not counted. */
  variants: Type.Optional(
    Type.Array(
      Type.Object({
        size: Type.Optional(text(500)),
        color: Type.Optional(text(500)),
        stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
      }),
      { maxItems: 5000 },
    ),
  ),
});
export type ImportRecord = Static<typeof ImportRecord>;

/** A product ready to write: keyed, trimmed, defaults filled in. */
export interface CatalogProduct {
  id: string;
  title: string;
  description: string;
  imgUrl: string;
  images: string[];
  category: string;
  parentCategory: string | null;
  gender: string | null;
  regularPrice: number;
  discountedPrice: number | null;
  createdAt: string | null;
  attributes: Array<{ key: string; value: string[]; metricUnit: string | null }>;
  /** null: the record has no stock, so none is counted (or changed) */
  variants: Array<{ size: string; color: string; stock: number }> | null;
}

/** Each variant's size and colour must be one the product's attributes offer (none where it offers none), once each. */
function variantProblems(r: ImportRecord): string[] {
  const offered = (key: string) => r.attributes?.find((a) => a.key.trim().toLowerCase() === key)?.value ?? [];
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const [i, v] of (r.variants ?? []).entries()) {
    for (const key of ['size', 'color'] as const) {
      const value = v[key]?.trim() ?? '';
      const values = offered(key);
      if (value ? !values.includes(value) : values.length > 1) {
        problems.push(`variants[${i}].${key}: must be one of the product's ${key} values (${values.join(', ') || 'it has none'})`);
      }
    }
    const key = JSON.stringify([v.size?.trim() ?? '', v.color?.trim() ?? '']);
    if (seen.has(key)) problems.push(`variants[${i}]: the same size and colour twice`);
    seen.add(key);
  }
  return problems.slice(0, 5);
}

export interface RawRecord {
  /** 1-based position among the records */
  n: number;
  /** where it starts in the file, for NDJSON */
  line?: number;
  value?: unknown;
  /** the record could not even be read */
  error?: string;
}

export const describe = (r: RawRecord) => `record ${r.n}${r.line ? ` (line ${r.line})` : ''}`;

/** The records of a file's text. A JSON array that does not parse fails as a whole (there is no line to skip). */
export function readRecords(body: string): RawRecord[] {
  const start = body.trimStart();
  if (start.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (err) {
      throw new Error(`The file is not valid JSON: ${(err as Error).message}`);
    }
    return (parsed as unknown[]).map((value, i) => ({ n: i + 1, value }));
  }
  const records: RawRecord[] = [];
  body.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const record: RawRecord = { n: records.length + 1, line: i + 1 };
    try {
      record.value = JSON.parse(line);
    } catch {
      record.error = 'not valid JSON';
    }
    records.push(record);
  });
  return records;
}

const field = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/\/(\d+)/g, '[$1]')
    .replace(/\//g, '.') || 'record';

/** Records without an id are keyed by category, sub-category and title: importing a file twice updates, never duplicates. */
export const derivedId = (r: Pick<ImportRecord, 'category' | 'parentCategory' | 'title'>) =>
  stableUuid(`import:${[r.category, r.parentCategory ?? '', r.title].map((s) => s.trim().toLowerCase()).join('\u0001')}`);

/** The product, or what is wrong with the record (each problem names its field). */
export function checkRecord(value: unknown): { product: CatalogProduct } | { problems: string[] } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { problems: ['record: must be an object'] };
  const malformed = findMalformedText(value, '');
  if (malformed) return { problems: [`${malformed}: contains characters that are not allowed`] };
  const problems = [...Value.Errors(ImportRecord, value)].slice(0, 5).map((e) => `${field(e.path)}: ${e.message}`);
  if (problems.length) return { problems };
  const r = value as ImportRecord;
  if (r.discountedPrice != null && r.discountedPrice > r.regularPrice) problems.push('discountedPrice: must not be above regularPrice');
  const createdAt = r.createdAt === undefined ? null : new Date(r.createdAt);
  if (createdAt && (Number.isNaN(createdAt.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(r.createdAt!))) {
    problems.push('createdAt: must be an ISO 8601 date, e.g. 2025-01-31T10:00:00Z');
  }
  problems.push(...variantProblems(r));
  if (problems.length) return { problems };
  const sole = (key: string) => {
    const values = r.attributes?.find((a) => a.key.trim().toLowerCase() === key)?.value ?? [];
    return values.length === 1 ? values[0]! : '';
  };
  const blank = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);
  return {
    product: {
      id: (r.id ?? derivedId(r)).toLowerCase(),
      title: r.title.trim(),
      description: r.description ?? '',
      imgUrl: r.imgUrl?.trim() ?? '',
      images: (r.images ?? []).map((i) => i.url.trim()),
      category: r.category.trim(),
      parentCategory: blank(r.parentCategory),
      gender: blank(r.gender),
      regularPrice: r.regularPrice,
      discountedPrice: r.discountedPrice ?? null,
      createdAt: createdAt ? createdAt.toISOString() : null,
      attributes: (r.attributes ?? []).map((a) => ({ key: a.key.trim(), value: a.value, metricUnit: blank(a.metricUnit) })),
      variants: r.variants
        ? r.variants.map((v) => ({ size: v.size?.trim() || sole('size'), color: v.color?.trim() || sole('color'), stock: v.stock }))
        : null,
    },
  };
}
