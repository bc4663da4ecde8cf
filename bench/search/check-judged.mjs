#!/usr/bin/env node
/**
 * `node bench/search/check-judged.mjs [N]` — how many products of the generated catalogue of N
 * products (20000) answer each query of the precision@5 sets (judged-intent.json,
 * judged-types.json). A query no product answers cannot be measured and must be changed: the
 * script lists them and exits with 1. No server, no database: the catalogue is drawn in memory.
 */
import { answers, precisionSets } from './judge.mjs';

const products = Number(process.argv[2] ?? 20000);
let empty = 0;
for (const [name, queries] of Object.entries(answers(products, precisionSets()))) {
  console.log(`${name}: ${queries.length} queries`);
  for (const { q, want, inCatalogue } of queries) {
    if (inCatalogue === 0) empty++;
    console.log(`  ${String(inCatalogue).padStart(5)}  ${q}${want.maxPrice !== undefined ? ` (≤ ₹${want.maxPrice})` : ''}`);
  }
}
if (empty) {
  console.log(`${empty} queries with no answer in ${products} products`);
  process.exitCode = 1;
}
