#!/usr/bin/env node
/**
 * `npm run bench` — the benchmark of issues 14 and 21. Builds the storefront for production
 * (API_BASE_URL=/api/v1, with its page server) and the minimal app (bench/minimal), serves them
 * (the reference server with SERVE_APP=dist and an in-memory database; bench/minimal/serve.mjs),
 * measures, prints one table with every figure beside its target and the figure of the run before
 * (bench/results.json as it was), and writes bench/results.json.
 *
 * Parts (`--only=a,b`; all by default):
 *   lighthouse  Lighthouse 12.8 mobile, --runs=N (3) times on `/`, `/products`, `/product/{id}`
 *               (and on the minimal app's page when `minimal` is also run)
 *   size        gzip of the JS `/` requests before it is usable, of every chunk, of the whole build
 *   requests    API requests of a scripted journey, and of a fresh load of each route
 *   trace       main-thread traces of the three pages (long tasks, blocking time) and the first
 *               tap right after load (Add to Cart on a product page and a card, the phone menu),
 *               --runs times each, under 4× CPU slowdown
 *   taps        issue 26's taps on a phone profile (4× CPU, slow 4G): each control tapped at first
 *               paint, a second later, at load and two seconds after it, --runs times each (a fresh
 *               load per tap, ~12 s each: ~25 minutes at --runs=3); the time to the visible effect
 *               or `lost`, the first tap after takeover, and the dead window (first paint → app
 *               ready); the minimal app's card button the same way when `minimal` is also run
 *   server      the page server: p95 time to first byte at 20 requests in flight over the
 *               catalogue's pages, and store info fetched per visit (`npm run pages` in front of
 *               the reference API)
 *   analyze     which package contributes how much of the JS `/` loads (webpack-bundle-analyzer)
 *   minimal     the minimal app's JS (and its Lighthouse figures with `lighthouse`)
 *
 * Other options:
 *   --no-build      measure the existing build instead of building
 *   --dist=DIR      the build to measure (default dist; another folder implies --no-build), e.g.
 *                   an earlier commit's build for "before" figures
 *   --data-dir=DIR  the reference server's database (DATA_DIR; default an in-memory one with the
 *                   seed): a larger catalogue, once imported, is measured as it is
 *   --check         compare the size figures with bench/budgets.json; exit 1 past any budget
 *   --no-write      leave bench/results.json as it is
 *   --port=N        first of the ports to use (N to N+2); default BENCH_PORT, else free ports
 *   --controls=TEXT with `taps`: only the controls whose key holds TEXT (e.g. "reviews")
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { analyzeBundle } from './lib/analyze.mjs';
import { checkBudgets, formatBudgets } from './lib/budgets.mjs';
import { appDist, buildApp, buildMinimal, minimalDist, minimalStatsFile, requireBuilt, statsFile } from './lib/build.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { formatMainThread, measureInteractions, measureMainThread } from './lib/interactions.mjs';
import { measureJourney } from './lib/journey.mjs';
import { measurePages, pwaNote } from './lib/lighthouse.mjs';
import { freePort, installExitHandlers, localBin, root, startServer, stopAll } from './lib/processes.mjs';
import { formatPackages, formatTable, rowsFor, withBefore } from './lib/report.mjs';
import { commitLabel, environment, loadAverage, mergeResults, readBudgets, readPrevious, view, writeResults } from './lib/results.mjs';
import { pageMix, productIds, storeInfoPerVisit, ttfb, uncached } from './lib/server.mjs';
import { formatTaps, MINIMAL_CONTROLS, measureTaps, TAP_CONTROLS, tapPages } from './lib/taps.mjs';
import { distChunks, pageScripts } from './lib/sizes.mjs';

const PARTS = ['lighthouse', 'size', 'requests', 'trace', 'taps', 'server', 'analyze', 'minimal'];

function options() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      port: { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      'data-dir': { type: 'string', default: 'memory' },
      controls: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const parts = new Set(
    values.only
      ? values.only
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : PARTS,
  );
  const unknown = [...parts].filter((p) => !PARTS.includes(p));
  if (unknown.length) throw new Error(`unknown part(s) ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  if (values.check) parts.add('size');
  const port = values.port ?? process.env.BENCH_PORT;
  const dist = path.resolve(root, values.dist);
  return {
    parts,
    runs,
    build: !values['no-build'] && dist === appDist,
    check: values.check,
    write: !values['no-write'],
    port: port ? Number(port) : null,
    dist,
    dataDir: values['data-dir'],
    controls: values.controls ?? null,
    help: values.help,
  };
}

/** The taps' controls, or those whose key holds the text of --controls. */
function tapControls(text) {
  if (!text) return TAP_CONTROLS;
  const chosen = TAP_CONTROLS.filter((c) => c.key.includes(text));
  if (!chosen.length) throw new Error(`no control's key holds "${text}"; the controls are ${TAP_CONTROLS.map((c) => c.key).join('; ')}`);
  return chosen;
}

async function startApp(port, { dist, dataDir }) {
  return startServer({
    name: 'reference server',
    command: localBin('tsx'),
    args: ['server/src/index.ts'],
    env: { SERVE_APP: dist, DATA_DIR: dataDir, RATE_LIMIT_MAX: '10000', LOG_LEVEL: 'warn' },
    port,
    readyUrl: `http://127.0.0.1:${port}/api/v1/storeInfo`,
  });
}

async function startMinimal(port) {
  return startServer({
    name: 'minimal app server',
    command: process.execPath,
    args: ['bench/minimal/serve.mjs'],
    env: {},
    port,
    readyUrl: `http://127.0.0.1:${port}/`,
  });
}

/** The page server's TTFB under load, and store info per visit through the standalone page server. */
async function measureServer(browser, appUrl, opts, appPort) {
  const ids = await productIds(appUrl);
  const info = await (await fetch(`${appUrl}/api/v1/storeInfo`)).json();
  const out = { catalogue: ids.length };
  const sample = await fetch(`${appUrl}/product/${encodeURIComponent(ids[0])}`, { headers: { accept: 'text/html' } });
  // A build without a page server answers with static files: its figure is that of static HTML.
  out.rendered = (sample.headers.get('server-timing') ?? '').includes('page;');
  const mix = pageMix(ids, info.categories ?? []);
  out.ttfb = await ttfb(appUrl, mix, { concurrency: 20, total: 400 });
  console.log(
    `[bench] TTFB at 20 in flight: p50 ${Math.round(out.ttfb.p50Ms)} ms, p95 ${Math.round(out.ttfb.p95Ms)} ms (${out.rendered ? 'rendered pages' : 'static pages'})`,
  );
  if (out.rendered) {
    out.ttfbDrawn = await ttfb(appUrl, uncached(mix), { concurrency: 20, total: 200, warmup: 20 });
    console.log(
      `[bench] TTFB at 20 in flight, every page drawn: p50 ${Math.round(out.ttfbDrawn.p50Ms)} ms, p95 ${Math.round(out.ttfbDrawn.p95Ms)} ms`,
    );
  }
  if (out.rendered) {
    const port = opts.port ? appPort + 2 : await freePort();
    out.storeInfo = await storeInfoPerVisit(
      browser,
      appUrl,
      port,
      { '/': '/', '/products': '/products', '/product/{id}': `/product/${encodeURIComponent(ids[0])}` },
      opts.dist,
    );
    console.log(
      `[bench] store info fetched by the page server: ${out.storeInfo.storeInfoFetchedByServer} for ${out.storeInfo.loads} visits`,
    );
  }
  return out;
}

async function firstProductId(appUrl) {
  const res = await fetch(`${appUrl}/api/v1/products?limit=1`);
  const body = await res.json();
  const id = body?.data?.[0]?.id;
  if (!id) throw new Error('the reference server lists no product');
  return id;
}

async function main() {
  const opts = options();
  if (opts.help) {
    console.log(
      `usage: npm run bench -- [--only=${PARTS.join(',')}] [--runs=3] [--no-build] [--dist=DIR] [--data-dir=DIR] [--check] [--no-write] [--port=N]`,
    );
    return 0;
  }
  installExitHandlers();
  const { parts } = opts;
  const needsApp = ['lighthouse', 'size', 'requests', 'trace', 'taps', 'server', 'analyze'].some((p) => parts.has(p));
  const withMinimal = parts.has('minimal');

  if (opts.build) {
    if (needsApp) await buildApp();
    if (withMinimal) await buildMinimal();
  }
  if (needsApp) requireBuilt(opts.dist, 'build it with `API_BASE_URL=/api/v1 npm run build` or run without --no-build');
  // The stored figures, before this run rewrites them: the table's "before" column.
  const previousParts = readPrevious()?.parts ?? {};
  if (withMinimal) requireBuilt(minimalDist, 'run the bench without --no-build once');

  const loadBefore = loadAverage();
  const appPort = opts.port ?? (await freePort());
  const minimalPort = opts.port ? opts.port + 1 : await freePort();
  const app = needsApp ? await startApp(appPort, opts) : null;
  const minimal = withMinimal ? await startMinimal(minimalPort) : null;
  const productId = app ? await firstProductId(app.url) : null;
  console.log(`[bench] serving the app at ${app?.url ?? '-'}, the minimal app at ${minimal?.url ?? '-'}; load ${loadBefore.join(' ')}`);

  const measured = {};
  if (['size', 'analyze', 'requests', 'trace', 'taps', 'server'].some((p) => parts.has(p)) || withMinimal) {
    const { browser, stop } = await launchBrowser();
    if (parts.has('size') || parts.has('analyze')) {
      measured.size = { app: { initial: await pageScripts(browser, `${app.url}/`), dist: distChunks(opts.dist) } };
      console.log('[bench] sizes measured');
    }
    if (withMinimal)
      measured.minimal = { minimal: { initial: await pageScripts(browser, `${minimal.url}/`), dist: distChunks(minimalDist) } };
    if (parts.has('requests')) {
      measured.requests = { app: await measureJourney(browser, app.url, productId) };
      console.log('[bench] journey measured');
    }
    if (parts.has('trace')) {
      const urlOf = (page) => `${app.url}${page.replace('{id}', encodeURIComponent(productId))}`;
      const mainThread = await measureMainThread(
        browser,
        ['/', '/products', '/product/{id}'].map((key) => ({ key, url: urlOf(key) })),
      );
      measured.trace = { app: { mainThread, interactions: await measureInteractions(browser, urlOf, opts.runs), runs: opts.runs } };
    }
    if (parts.has('taps')) {
      const { pages, seed } = await tapPages(app.url);
      measured.taps = {
        app: await measureTaps(browser, { controls: tapControls(opts.controls), pages, runs: opts.runs, seed }),
        minimal: minimal
          ? await measureTaps(browser, { controls: MINIMAL_CONTROLS, pages: { minimal: `${minimal.url}/` }, runs: opts.runs })
          : null,
      };
    }
    if (parts.has('server')) measured.server = { app: await measureServer(browser, app.url, opts, appPort) };
    await stop();
  }
  if (parts.has('analyze')) {
    const filesOf = (size) => size.initial.files.map((f) => f.file);
    measured.analyze = {
      app: await analyzeBundle({ name: 'app', statsFile, distDir: opts.dist, initialFiles: filesOf(measured.size.app) }),
      minimal: withMinimal
        ? await analyzeBundle({
            name: 'minimal',
            statsFile: minimalStatsFile,
            distDir: minimalDist,
            initialFiles: filesOf(measured.minimal.minimal),
          })
        : null,
    };
  }
  if (!parts.has('size')) delete measured.size;

  if (parts.has('lighthouse')) {
    const pages = [
      { key: '/', url: `${app.url}/` },
      { key: '/products', url: `${app.url}/products` },
      { key: '/product/{id}', url: `${app.url}/product/${encodeURIComponent(productId)}` },
    ];
    if (minimal) pages.push({ key: 'minimal /', url: `${minimal.url}/` });
    const [load] = loadAverage();
    if (load > os.cpus().length) {
      console.warn(
        `[bench] warning: load ${load} on ${os.cpus().length} cores — Lighthouse's simulated CPU times will be pessimistic; compare runs taken at similar load`,
      );
    }
    const lh = await measurePages(pages, opts.runs);
    const { ['minimal /']: minimalPage, ...appPages } = lh.pages;
    measured.lighthouse = {
      app: { lighthouseVersion: lh.lighthouseVersion, runs: lh.runs, productId, pages: appPages, pwa: pwaNote(lh) },
      minimal: minimalPage ? { lighthouseVersion: lh.lighthouseVersion, runs: lh.runs, pages: { '/': minimalPage } } : null,
    };
  }
  await stopAll();

  const stamp = {
    measuredAt: new Date().toISOString(),
    commit: commitLabel(),
    machine: { ...environment(), loadBefore, loadAfter: loadAverage() },
  };
  const merged = mergeResults(measured, stamp);
  const budgets = readBudgets();
  // This run's figures, with ratios to the minimal app taken from the stored run when not measured now.
  const current = view(measured);
  current.minimal = {
    lighthouse: current.minimal.lighthouse ?? view(merged).minimal.lighthouse,
    size: current.minimal.size ?? view(merged).minimal.size,
    taps: current.minimal.taps ?? view(merged).minimal.taps,
  };
  console.log(
    `\nStorefront ${stamp.commit} — ${stamp.machine.chromium ?? 'Chromium'}, ${stamp.machine.cpus} cores, load ${loadBefore.join(' ')} before, ${stamp.machine.loadAfter.join(' ')} after\n`,
  );
  console.log(formatTable(withBefore(rowsFor(current, budgets), rowsFor(view(previousParts), budgets))));
  if (measured.trace)
    console.log(`\nLong tasks until the app is ready (CPU time × 4):\n\n${formatMainThread(measured.trace.app.mainThread)}`);
  if (measured.taps)
    console.log(
      `\nTaps on the phone profile (ms from the touch to the visible effect; medians of ${opts.runs}):\n\n${formatTaps(measured.taps.app, measured.taps.minimal)}`,
    );
  if (measured.analyze) {
    console.log("\nWhat the JS `/` loads is made of (minified as shipped; gzip = share of each file's gzip):\n");
    console.log(formatPackages(measured.analyze.app, measured.analyze.minimal));
  }
  if (opts.write) {
    writeResults(merged);
    console.log('\n[bench] wrote bench/results.json');
  }
  if (opts.check) {
    const checks = checkBudgets(measured.size.app, budgets);
    console.log(`\nSize budgets (bench/budgets.json):\n\n${formatBudgets(checks)}`);
    const over = checks.filter((c) => !c.ok);
    if (over.length) {
      console.error(`\nsize check FAILED: ${over.map((c) => c.measure).join(', ')} past budget`);
      return 1;
    }
    console.log('\nsize check passed');
  }
  return 0;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (err) => {
    console.error(`\n[bench] failed: ${err.stack ?? err.message}`);
    await stopAll();
    process.exitCode = 1;
  });
