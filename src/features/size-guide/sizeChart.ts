import { asArray, asString, isRecord } from '@/utils/guards';

/** One shoe size: its label as the product lists it ('UK 9'), the UK, EU and US sizes, the foot. */
export interface ShoeRow {
  size: string;
  uk: string;
  eu: string;
  us: string;
  footCm: number;
}

/** A body measurement range in cm, lowest and highest. */
export type Range = readonly [number, number];

export interface ApparelRow {
  size: string;
  chestCm: Range;
  waistCm: Range;
  hipCm: Range;
}

interface ChartHead {
  id: string;
  title: string;
  source: string;
}
export type ShoeChart = ChartHead & { kind: 'shoes'; rows: ShoeRow[] };
export type ApparelChart = ChartHead & { kind: 'apparel'; rows: ApparelRow[] };
export type SizeChart = ShoeChart | ApparelChart;

const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

function range(value: unknown): Range | null {
  const [low, high] = asArray(value).map(positive);
  return low && high && low < high ? [low, high] : null;
}

/** Rows must grow with the size, or the finder's "smallest that fits" would be meaningless. */
const rising = (values: number[]) => values.every((value, i) => i === 0 || value > (values[i - 1] ?? 0));

/**
 * A chart file as a shop may have replaced it → a chart, or null when it is not one the finder can
 * trust (a row without its measurement, sizes out of order): no guide rather than a wrong one.
 */
export function readChart(data: unknown): SizeChart | null {
  if (!isRecord(data)) return null;
  const head = { id: asString(data.id), title: asString(data.title), source: asString(data.source) };
  const rows = asArray(data.rows).filter(isRecord);
  if (rows.length === 0 || head.id === '') return null;
  if (data.kind === 'shoes') {
    const shoes = rows.map((row) => ({
      size: asString(row.size),
      uk: asString(row.uk),
      eu: asString(row.eu),
      us: asString(row.us),
      footCm: positive(row.footCm),
    }));
    if (shoes.some((row) => !row.size || row.footCm === null)) return null;
    const valid = shoes as ShoeRow[];
    return rising(valid.map((row) => row.footCm)) ? { ...head, kind: 'shoes', rows: valid } : null;
  }
  if (data.kind === 'apparel') {
    const apparel = rows.map((row) => ({
      size: asString(row.size),
      chestCm: range(row.chestCm),
      waistCm: range(row.waistCm),
      hipCm: range(row.hipCm),
    }));
    if (apparel.some((row) => !row.size || !row.chestCm || !row.waistCm || !row.hipCm)) return null;
    const valid = apparel as ApparelRow[];
    const ok = rising(valid.map((row) => row.chestCm[0])) && rising(valid.map((row) => row.waistCm[0]));
    return ok ? { ...head, kind: 'apparel', rows: valid } : null;
  }
  return null;
}
