/** Latency and relevance measurements of bench:search, over plain HTTP. */
import { loadClient } from '../lib/load.mjs';
import { paid, relevant } from './judge.mjs';

const IN_FLIGHT = 10;
const enc = encodeURIComponent;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const client = loadClient({ inFlight: IN_FLIGHT });
const { timed } = client;

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) };
}

async function inFlight(base, urls) {
  return stats((await client.all(base, urls)).times);
}

/**
 * The API keeps answers until the catalogue changes (server/src/modules/search/catalogueCache.ts), so each
 * figure says which it measures. `new`: requests the API has never seen, one at a time
 * (`sequential`) and 10 in flight (`concurrent`, other requests again); `repeat`: all of them
 * asked again with 10 in flight, as popular searches are.
 */
export async function measure(base, { sequential: once, concurrent: many }) {
  // Warm-up (the server's code paths and connections), with words no measured request uses.
  for (let i = 0; i < 10; i++) await timed(`${base}/search?q=${i}${i}${i}${i}`);
  const sequential = [];
  for (const u of once) sequential.push(await timed(base + u));
  const concurrent = await inFlight(base, many);
  const repeat = await inFlight(base, [...once, ...many]);
  return { sequential: stats(sequential), concurrent, repeat };
}

/** success@5: a relevant product among the first five; MRR: mean of 1/rank of the first relevant one in the top 10. */
export async function relevance(base, judged) {
  let hits = 0;
  let reciprocal = 0;
  const misses = [];
  for (const { q, want } of judged) {
    const body = await (await fetch(`${base}/search?q=${enc(q)}&limit=10`)).json();
    const index = body.data.findIndex((p) => relevant(p, want));
    const rank = index >= 0 ? index + 1 : null;
    if (rank && rank <= 5) hits++;
    if (rank) reciprocal += 1 / rank;
    if (!rank || rank > 1) misses.push({ q, rank, top: body.data.slice(0, 3).map((p) => p.title) });
  }
  return { queries: judged.length, successAt5: hits / judged.length, mrr: reciprocal / judged.length, misses };
}

const attr = (p, key) => p.attributes.find((a) => a.key.toLowerCase() === key)?.value ?? [];
/** A result as a miss lists it: the fields relevance reads. */
const shown = (p, want) => ({
  type: attr(p, 'type').join('/') || '?',
  price: paid(p),
  gender: p.gender,
  brand: attr(p, 'brand').join('/'),
  size: attr(p, 'size'),
  color: attr(p, 'color'),
  relevant: relevant(p, want),
  title: p.title,
});

/**
 * precision@5 on a set of queries resolved by judge.mjs answers(): the share of the first five
 * results that are relevant, averaged over the queries. Missing results count as not relevant,
 * unless the catalogue holds fewer than five relevant products: then the share is of those
 * (min(5, relevant in the catalogue)). A query with no relevant product in the catalogue (a small
 * --products) is left out and counted as `unanswerable`. `zero`: queries the API answered with no
 * product. Each miss (precision below 1) lists what came back, read from the products' fields;
 * `understood` and `relaxed` are what the API said it read, for the reader only: relevance never
 * comes from them.
 */
export async function precision(base, queries) {
  let sum = 0;
  let measured = 0;
  const zero = [];
  const unanswerable = [];
  const misses = [];
  for (const { q, want, inCatalogue } of queries) {
    const body = await (await fetch(`${base}/search?q=${enc(q)}&limit=5`)).json();
    const top = body.data.slice(0, 5);
    if (top.length === 0) zero.push(q);
    if (inCatalogue === 0) {
      unanswerable.push(q);
      continue;
    }
    const relevantTop = top.filter((p) => relevant(p, want)).length;
    const share = relevantTop / Math.min(5, inCatalogue);
    sum += share;
    measured++;
    if (share < 1)
      misses.push({
        q,
        precision: share,
        results: body.pagination?.total ?? top.length,
        inCatalogue,
        want,
        understood: (body.query?.understood ?? []).map((u) => `${u.facet}:${u.value}`),
        ...(body.query?.relaxed ? { relaxed: body.query.relaxed } : {}),
        top: top.map((p) => shown(p, want)),
      });
  }
  return { queries: queries.length, measured, precisionAt5: measured ? sum / measured : null, zero, unanswerable, misses };
}
