/**
 * The one table of `npm run bench`: every figure beside its target (issue 14's targets), pass or
 * miss, and its ratio to the minimal app where both have the figure.
 */

export const TARGETS = {
  performance: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  category: 100,
  initialJsKB: 150,
  largestLazyKB: 40,
};

export const PAGES = ['/', '/products', '/product/{id}'];

const kb = (bytes) => bytes / 1024;
const fmtKB = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
const ratio = (ours, theirs) => (ours == null || !theirs ? null : `${(ours / theirs).toFixed(2)}×`);
const verdict = (pass) => (pass == null ? '' : pass ? 'pass' : 'MISS');

function lighthouseRows(lh, minimalLh) {
  const rows = [];
  const minimal = minimalLh?.pages?.['/']?.median ?? null;
  // Ratios only where they mean something (0 CLS or a score of 100 on both sides do not).
  const metric = (measure, key, shown, target, passes, withRatio = false) => {
    for (const page of PAGES) {
      const m = lh.pages[page]?.median;
      const value = m?.[key];
      rows.push({
        measure,
        page,
        value,
        shown: value == null ? 'no valid run' : shown(value),
        target,
        pass: value == null ? false : passes(value),
        ratio: minimal && withRatio ? ratio(value, minimal[key]) : null,
      });
    }
  };
  const runs = `median of ${lh.runs}`;
  metric(`Lighthouse performance (${runs})`, 'performance', String, `≥ ${TARGETS.performance}`, (v) => v >= TARGETS.performance, true);
  metric('LCP', 'lcpMs', fmtMs, `≤ ${fmtMs(TARGETS.lcpMs)}`, (v) => v <= TARGETS.lcpMs, true);
  metric('TBT', 'tbtMs', fmtMs, `≤ ${fmtMs(TARGETS.tbtMs)}`, (v) => v <= TARGETS.tbtMs, true);
  metric('CLS', 'cls', (v) => v.toFixed(3), `≤ ${TARGETS.cls}`, (v) => v <= TARGETS.cls);
  for (const [key, name] of [['accessibility', 'accessibility'], ['bestPractices', 'best practices'], ['seo', 'SEO']]) {
    metric(name, key, String, `${TARGETS.category}`, (v) => v >= TARGETS.category);
  }
  return rows;
}

function sizeRows(size, minimalSize, budgets) {
  const initial = size.initial;
  const minimalGzip = minimalSize?.initial?.gzip;
  return [
    {
      measure: `JS transferred before \`/\` is interactive, gzip (${initial.requests} files; ${fmtKB(initial.transferred)} sent as ${initial.files[0]?.encoding ?? '?'})`,
      page: '/',
      value: initial.gzip,
      shown: fmtKB(initial.gzip),
      target: `≤ ${TARGETS.initialJsKB} KB`,
      pass: kb(initial.gzip) <= TARGETS.initialJsKB,
      ratio: ratio(initial.gzip, minimalGzip),
    },
    {
      measure: `largest lazy route chunk, gzip (${size.dist.largestLazy?.file ?? 'none'})`,
      page: '',
      value: size.dist.largestLazy?.gzip ?? 0,
      shown: fmtKB(size.dist.largestLazy?.gzip ?? 0),
      target: `≤ ${TARGETS.largestLazyKB} KB`,
      pass: kb(size.dist.largestLazy?.gzip ?? 0) <= TARGETS.largestLazyKB,
      ratio: null,
    },
    {
      measure: `all JS of the build, gzip (${size.dist.total.files} files)`,
      page: '',
      value: size.dist.total.gzip,
      shown: fmtKB(size.dist.total.gzip),
      target: budgets ? `(budget ${budgets.totalJsGzipKB} KB)` : '—',
      pass: null,
      ratio: ratio(size.dist.total.gzip, minimalSize?.dist?.total?.gzip),
    },
  ];
}

function requestRows(req) {
  const rows = [];
  for (const [route, load] of Object.entries(req.storeInfoPerLoad)) {
    rows.push({ measure: '/storeInfo requests, fresh load', page: route, value: load.storeInfo, shown: String(load.storeInfo), target: 'exactly 1', pass: load.storeInfo === 1 });
  }
  const j = req.journey;
  rows.push({ measure: '/storeInfo requests over the whole journey', page: '', value: j.storeInfoInJourney, shown: String(j.storeInfoInJourney), target: 'exactly 1', pass: j.storeInfoInJourney === 1 });
  for (const [how, open] of [['hovered', j.hovered], ['focused', j.focused]]) {
    rows.push({
      measure: `product requests on click, card ${how} first (warm-up made ${open.productRequestsOnHoverOrFocus})`,
      page: '/product/{id}',
      value: open.productRequestsOnOpen,
      shown: String(open.productRequestsOnOpen),
      target: '0',
      pass: open.productRequestsOnOpen === 0,
    });
  }
  for (const [what, step] of [['add to cart', j.addToCart], ['quantity change', j.quantityChange]]) {
    rows.push({ measure: `API requests on ${what}`, page: '', value: step.requests.length, shown: step.requests.length ? step.requests.join(', ') : '0', target: '0', pass: step.requests.length === 0 });
    rows.push({ measure: `cart badge updated in the same frame (${what})`, page: '', value: step.sameFrame, shown: `${step.sameFrame ? 'yes' : 'no'} (${step.badge.before} → ${step.badge.after})`, target: 'yes', pass: step.sameFrame });
  }
  const inst = req.installability;
  rows.push({
    measure: 'installable (Chromium; Lighthouse 12.8 no longer reports PWA)',
    page: '/',
    value: inst.installable,
    shown: inst.installable ? 'yes' : `no: ${inst.errors.join('; ')}`,
    target: '—',
    pass: null,
  });
  return rows;
}

function minimalRows(minimal) {
  const rows = [];
  if (minimal.size) {
    rows.push({ measure: 'minimal app: JS transferred before interactive, gzip', page: '/', value: minimal.size.initial.gzip, shown: fmtKB(minimal.size.initial.gzip), target: '—', pass: null });
  }
  const m = minimal.lighthouse?.pages?.['/']?.median;
  if (m) {
    const shown = `perf ${m.performance}, LCP ${fmtMs(m.lcpMs)}, TBT ${fmtMs(m.tbtMs)}, CLS ${m.cls.toFixed(3)}, a11y/BP/SEO ${m.accessibility}/${m.bestPractices}/${m.seo}`;
    rows.push({ measure: `minimal app: Lighthouse (median of ${minimal.lighthouse.runs})`, page: '/', value: m.performance, shown, target: '—', pass: null });
  }
  return rows;
}

/** Rows for whatever `results` holds (a run may measure only some parts). */
export function rowsFor(results, budgets) {
  const { app, minimal } = results;
  const rows = [];
  if (app.lighthouse) rows.push(...lighthouseRows(app.lighthouse, minimal.lighthouse));
  if (app.size) rows.push(...sizeRows(app.size, minimal.size, budgets));
  if (app.requests) rows.push(...requestRows(app.requests));
  rows.push(...minimalRows(minimal));
  return rows.map((r) => ({ ratio: null, ...r, status: verdict(r.pass) }));
}

/** A Markdown table: readable in a terminal and pasteable into docs/performance.md as is. */
export function formatTable(rows) {
  const header = ['measure', 'page', 'figure', 'target', 'status', '× minimal'];
  const body = rows.map((r) => [r.measure, r.page ? `\`${r.page}\`` : '', r.shown, r.target, r.status, r.ratio ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

const toKB = (bytes) => (bytes / 1024).toFixed(1);
const share = (part, total) => `${toKB(part)} (${((part / total) * 100).toFixed(0)} %)`;

/**
 * The analysis as two short tables: families (beside the minimal app's, when measured), then the
 * packages that make up most of what `/` loads.
 */
export function formatPackages(analysis, minimalAnalysis = null, limit = 15) {
  const { families, packages, totalGzip, totalMinified } = analysis.initial;
  const theirs = new Map((minimalAnalysis?.initial.families ?? []).map((f) => [f.family, f]));
  const minimalKB = (f) => (minimalAnalysis ? `${toKB(f?.minified ?? 0)} / ${toKB(f?.gzip ?? 0)}` : '');
  const lines = ['| family (JS `/` loads) | minified KB | gzip KB (share) | minimal app: minified / gzip KB |', '|---|---|---|---|'];
  for (const f of families) lines.push(`| ${f.family} | ${toKB(f.minified)} | ${share(f.gzip, totalGzip)} | ${minimalKB(theirs.get(f.family))} |`);
  const minimalTotal = minimalAnalysis && { minified: minimalAnalysis.initial.totalMinified, gzip: minimalAnalysis.initial.totalGzip };
  lines.push(`| **total** | ${toKB(totalMinified)} | ${toKB(totalGzip)} | ${minimalKB(minimalTotal)} |`);

  lines.push('', '| package (JS `/` loads) | minified KB | gzip KB (share) |', '|---|---|---|');
  const rest = packages.slice(limit);
  const restRow = { package: `${rest.length} more`, minified: rest.reduce((n, p) => n + p.minified, 0), gzip: rest.reduce((n, p) => n + p.gzip, 0) };
  for (const p of [...packages.slice(0, limit), ...(rest.length ? [restRow] : [])]) {
    lines.push(`| ${p.package} | ${toKB(p.minified)} | ${share(p.gzip, totalGzip)} |`);
  }
  return lines.join('\n');
}
