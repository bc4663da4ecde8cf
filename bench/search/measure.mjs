/** Latency and relevance measurements of bench:search, over plain HTTP (fetch). */

const IN_FLIGHT = 10;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.status} for ${url}`);
  return performance.now() - started;
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) };
}

async function inFlight(base, urls) {
  const queue = [...urls];
  const times = [];
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let u = queue.shift(); u !== undefined; u = queue.shift()) times.push(await timed(base + u));
    }),
  );
  return stats(times);
}

/**
 * The API keeps answers until the catalogue changes (server/src/catalog/answerCache.ts), so each
 * figure says which it measures: `cold`, every request new to the API (the URLs, then the same
 * with another page size), one at a time and 10 in flight; `repeat`, the same requests again with
 * 10 in flight, as popular searches are.
 */
export async function measure(base, urls, variant) {
  for (let i = 0; i < 10; i++) await timed(`${base}/search?q=${i}${i}${i}${i}`);
  const sequential = [];
  for (const u of urls) sequential.push(await timed(base + u));
  const concurrent = await inFlight(base, urls.map(variant));
  const repeat = await inFlight(base, [...urls, ...urls]);
  return { sequential: stats(sequential), concurrent, repeat };
}

const enc = encodeURIComponent;

/** What the three calls are asked: the judged queries (with filters and sorts), their prefixes as typed, listings. */
export function workload(judged) {
  const qs = judged.map((j) => j.q);
  const search = [
    ...qs.map((q) => `/search?q=${enc(q)}`),
    ...qs.slice(0, 20).map((q, i) => `/search?q=${enc(q)}&sort=${['price-asc', 'price-desc', 'discount', 'newest'][i % 4]}&page=${1 + (i % 3)}`),
    '/search?q=shoes&size=UK%208&color=Black', '/search?q=t%20shirt&size=M&size=L&brand=Puma&brand=HRX',
    '/search?category=Sports%20Shoes&sort=price-asc', '/search?category=Gym%20Wear&size=M&color=Black&onSale=true',
    '/search?parentCategory=Running&minPrice=2000&maxPrice=6000', '/search?q=mat&minPrice=500&maxPrice=1500&sort=discount',
    '/search', '/search?sort=discount&page=3', '/search?brand=Nivia&brand=Cosco', '/search?gender=Women&category=Gym%20Wear',
  ];
  const suggest = qs.flatMap((q) => [2, 4, 7, q.length].filter((n, i, all) => n <= q.length && all.indexOf(n) === i).map((n) => `/search/suggest?q=${enc(q.slice(0, n))}`));
  const products = [
    ...[1, 2, 3, 10, 50].map((p) => `/products?page=${p}`), '/products?limit=100', '/products?featured=true',
    ...['sports shoes', 'gym wear', 'yoga accessories', 'outdoor sports'].map((c) => `/products?category=${enc(c)}`),
    '/products?category=sports%20shoes&page=5', '/products?gender=men', '/products?category=gym%20wear&parentCategory=hoodies',
    '/products?filter=Men,Unisex', '/products?category=fitness%20accessories&limit=48&page=2',
  ];
  return { '/search': search, '/search/suggest': suggest, '/products': products };
}

function relevant(product, want) {
  const attr = (k) => product.attributes.find((a) => a.key.toLowerCase() === k)?.value ?? [];
  if (want.type && !want.type.some((t) => attr('type').includes(t))) return false;
  if (want.gender && product.gender !== want.gender) return false;
  if (want.brand && !attr('brand').includes(want.brand)) return false;
  if (want.size && !attr('size').includes(want.size)) return false;
  if (want.title && !product.title.toLowerCase().includes(want.title.toLowerCase())) return false;
  return true;
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
