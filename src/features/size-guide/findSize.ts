import type { ApparelChart, ApparelRow, Range, ShoeChart, ShoeRow } from './sizeChart';

export type Unit = 'cm' | 'in';
export type Field = 'foot' | 'chest' | 'waist';

/** The finder's answer: a size of the chart, or what is wrong with which field. */
export type Finding = { ok: true; size: string } | { ok: false; field: Field; message: string };

export const CM_PER_INCH = 2.54;

/** Shown in the chart and the messages: whole cm, inches to the half inch. */
export function shown(cm: number, unit: Unit): string {
  const value = unit === 'cm' ? Math.round(cm * 10) / 10 : Math.round((cm / CM_PER_INCH) * 2) / 2;
  return String(value);
}
export const shownRange = ([low, high]: Range, unit: Unit) => `${shown(low, unit)}–${shown(high, unit)}`;

// Digits with a decimal point or comma ("26.5", "26,5"): what a phone's number pad types.
const NUMBER = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** A typed measurement → a number, or why not. */
function parse(text: string): number | 'empty' | 'not a number' {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (!NUMBER.test(trimmed)) return 'not a number';
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : 'not a number';
}

/**
 * The sizes a measurement beyond the chart is told about: the product's own (`offered`) where the
 * chart has them — a shopper told "longer than our largest size, UK 13" of a shoe that stops at
 * UK 11 is told about sizes they cannot buy — else the whole chart's.
 */
function namedEdges<Row extends { size: string }>(rows: readonly Row[], offered: readonly string[]) {
  const own = rows.filter((row) => offered.includes(row.size));
  const [list, whose] = own.length > 0 ? [own, 'this product’s'] : [rows, 'our'];
  return { first: list[0], last: list.at(-1), whose };
}

/**
 * Shoes: the smallest size whose foot length is at least the foot measured (a shoe is never
 * shorter than the foot). Out of range: longer than the largest size, or shorter than the smallest
 * by more than one size step (a child's foot in an adult chart). A size of the chart the product
 * lacks is still found (the sheet says the product lacks it); beyond the chart, the product's own
 * largest or smallest size is named.
 */
export function findShoeSize(chart: ShoeChart, footText: string, offered: readonly string[] = []): Finding {
  const refuse = (message: string): Finding => ({ ok: false, field: 'foot', message });
  const foot = parse(footText);
  if (foot === 'empty') return refuse('Enter your foot length in cm.');
  if (foot === 'not a number') return refuse('Enter your foot length as a number of cm, like 26.5.');
  const first = chart.rows[0];
  const last = chart.rows.at(-1);
  const named = namedEdges(chart.rows, offered);
  if (!first || !last || !named.first || !named.last) return refuse('This chart has no sizes.');
  const step = (chart.rows[1]?.footCm ?? first.footCm + 1) - first.footCm;
  const told = (row: ShoeRow) => `${row.size} (${shown(row.footCm, 'cm')} cm)`;
  if (foot > last.footCm) return refuse(`That is longer than ${named.whose} largest size, ${told(named.last)}.`);
  if (foot < first.footCm - step) return refuse(`That is shorter than ${named.whose} smallest size, ${told(named.first)}.`);
  const row = chart.rows.find((item) => item.footCm >= foot) ?? last;
  return { ok: true, size: row.size };
}

/** The row whose range holds the value; on a boundary or in a gap between two rows, the larger. */
function rowFor(rows: ApparelRow[], cm: number, pick: (row: ApparelRow) => Range): ApparelRow | 'small' | 'large' {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last || cm < pick(first)[0]) return 'small';
  if (cm > pick(last)[1]) return 'large';
  return rows.find((row) => pick(row)[1] > cm) ?? last;
}

const PARTS = {
  chest: { name: 'chest', pick: (row: ApparelRow) => row.chestCm, example: { cm: '96', in: '38' } },
  waist: { name: 'waist', pick: (row: ApparelRow) => row.waistCm, example: { cm: '84', in: '33' } },
} as const;

/**
 * Clothing: for the chest and the waist, the size whose range holds the measurement (the larger on
 * a boundary or between two sizes); with both, the larger of the two sizes, so the garment fits
 * both. Either may be left empty, not both.
 */
export function findApparelSize(
  chart: ApparelChart,
  input: { chest: string; waist: string },
  unit: Unit,
  offered: readonly string[] = [],
): Finding {
  const named = namedEdges(chart.rows, offered);
  const found: number[] = [];
  for (const field of ['chest', 'waist'] as const) {
    const part = PARTS[field];
    const value = parse(input[field]);
    if (value === 'empty') continue;
    if (value === 'not a number') {
      return { ok: false, field, message: `Enter your ${part.name} as a number of ${unit}, like ${part.example[unit]}.` };
    }
    const row = rowFor(chart.rows, unit === 'in' ? value * CM_PER_INCH : value, part.pick);
    if (row === 'small' || row === 'large') {
      const edge = row === 'small' ? named.first : named.last;
      const limit = edge
        ? `${edge.size} (${row === 'small' ? 'from' : 'up to'} ${shown(part.pick(edge)[row === 'small' ? 0 : 1], unit)} ${unit})`
        : '';
      const message = `That ${part.name} is ${row === 'small' ? `smaller than ${named.whose} smallest` : `larger than ${named.whose} largest`} size, ${limit}.`;
      return { ok: false, field, message };
    }
    found.push(chart.rows.indexOf(row));
  }
  const index = Math.max(-1, ...found);
  const row = chart.rows[index];
  if (!row) return { ok: false, field: 'chest', message: 'Enter your chest or waist measurement.' };
  return { ok: true, size: row.size };
}
