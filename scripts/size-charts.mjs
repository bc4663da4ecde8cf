#!/usr/bin/env node
/**
 * Writes the shoe size charts of the size guide (src/features/size-guide/charts/shoes-*.json) from
 * the npm package shoe-size-converter 1.0.1 (MIT, Alison Monteiro; ISO 19407:2015 through
 * mondopoints). `npm run size-charts` rewrites them; `--print` prints them instead, which
 * scripts/sizeCharts.node.test.ts compares with the committed files, so a hand edit or a new version
 * of the package shows. Apparel charts are not generated: no package holds body measurements.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { convert, iso } from 'shoe-size-converter/index.js';
import { footToLast } from 'shoe-size-converter/helpers.js';

const CHARTS_DIR = path.join(import.meta.dirname, '../src/features/size-guide/charts');
const SOURCE = 'shoe-size-converter 1.0.1 (MIT, Alison Monteiro), after ISO 19407:2015';

/** The package's own ISO conversion of a UK size to foot length, before its 5 mm rounding. */
function footLengthCm(uk, children) {
  const { size: mm } = iso.uk.from({ size: uk, children }, { footToLast });
  return Math.round(mm) / 10;
}

/** One row: the package's EU and US sizes (rounded by it to half sizes) and the foot length. */
function row(uk, { women = false, children = false, label = `UK ${uk}` }) {
  const results = convert({ size: uk, system: 'uk', children, women }, iso);
  const pick = (system, wanted) => results.find((r) => r.system === system && (wanted === undefined || r[wanted]))?.size;
  const us = children ? pick('us', 'children') : pick('us', women ? 'women' : 'men');
  return { size: label, uk: label.replace(/^UK /, ''), eu: String(pick('eu')), us: String(us), footCm: footLengthCm(uk, children) };
}

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function shoeCharts() {
  const chart = (id, title, rows) => ({ id, kind: 'shoes', title, source: SOURCE, rows });
  return [
    chart(
      'shoes-men',
      "Men's shoes",
      range(5, 13).map((uk) => row(uk, {})),
    ),
    chart(
      'shoes-women',
      "Women's shoes",
      range(3, 11).map((uk) => row(uk, { women: true })),
    ),
    // Children's UK sizes run 8–13 (foot ×1.08 to the last), then the adult scale from 1.
    chart('shoes-kids', "Kids' shoes", [
      ...range(8, 13).map((uk) => row(uk, { children: true, label: `UK ${uk}K` })),
      ...range(1, 5).map((uk) => row(uk, {})),
    ]),
  ];
}

export const chartText = (chart) => `${JSON.stringify(chart, null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  for (const chart of shoeCharts()) {
    if (process.argv.includes('--print')) process.stdout.write(`${chart.id}\n${chartText(chart)}`);
    else writeFileSync(path.join(CHARTS_DIR, `${chart.id}.json`), chartText(chart));
  }
}
