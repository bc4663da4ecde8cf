/**
 * Lighthouse 12.8 with its default (mobile) settings: Moto G Power emulation, simulated slow 4G and
 * 4× CPU slowdown. Each run gets a fresh Chromium (a cold cache, a new profile); the runs of the
 * pages are interleaved, so a burst of load elsewhere on the machine spreads over all pages instead
 * of sinking one of them. Full reports are kept in bench/.out/lighthouse/ for a closer look.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './browser.mjs';
import { outDir } from './build.mjs';
import { track } from './processes.mjs';
import { median } from './stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export { median };

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** Audits that cost points in the categories that must stay at 100 (performance's own are in the report). */
function failing(lhr) {
  const out = {};
  for (const id of CATEGORIES.slice(1)) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    out[id] = refs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  }
  return out;
}

/** The figures of one report that the bench reports. */
function figures(lhr) {
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    lcpElement: lcpElement ? (lcpElement.snippet ?? lcpElement.nodeLabel ?? null) : null,
    failing: failing(lhr),
    runtimeError: lhr.runtimeError?.code ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

async function runOnce(url, reportFile) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // The bench's own signal handler stops every browser and server, then exits.
    handleSIGINT: false,
  });
  const stop = track(
    'Chromium (Lighthouse)',
    async () => chrome.kill(),
    () => {
      try {
        process.kill(chrome.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  );
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    fs.writeFileSync(reportFile, result.report);
    return { lhr: result.lhr, figures: figures(result.lhr) };
  } finally {
    await stop();
  }
}

const MAX_ATTEMPTS = 3;
const METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'];

/**
 * Runs Lighthouse `runs` times on each page ({ key, url }) and returns, per page key, every run's
 * figures and the median of each figure taken separately.
 */
export async function measurePages(pages, runs) {
  const reports = path.join(outDir, 'lighthouse');
  fs.mkdirSync(reports, { recursive: true });
  const perPage = Object.fromEntries(pages.map((p) => [p.key, { url: p.url, runs: [], failedAttempts: [] }]));
  let version = null;
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      // A run Lighthouse cannot finish (NO_NAVSTART and the like, seen on a loaded machine) is
      // kept as a failed attempt and tried again, so every median is of `runs` valid runs.
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const started = Date.now();
        const base = page.key.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home';
        const load = Number(os.loadavg()[0].toFixed(2));
        const { lhr, figures: f } = await runOnce(page.url, path.join(reports, `${base}-${run}${attempt > 1 ? `-${attempt}` : ''}.json`));
        version = lhr.lighthouseVersion;
        const entry = { ...f, loadBefore: load };
        const shown = f.runtimeError
          ? `error ${f.runtimeError}${attempt < MAX_ATTEMPTS ? ', trying again' : ''}`
          : `perf ${f.performance}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}`;
        console.log(
          `[bench] lighthouse ${page.key} run ${run}/${runs}: ${shown} (${((Date.now() - started) / 1000).toFixed(0)} s, load ${load})`,
        );
        if (!f.runtimeError) {
          perPage[page.key].runs.push(entry);
          break;
        }
        perPage[page.key].failedAttempts.push(entry);
      }
    }
  }
  for (const entry of Object.values(perPage)) {
    entry.median = Object.fromEntries(METRICS.map((m) => [m, median(entry.runs.map((r) => r[m]))]));
    entry.validRuns = entry.runs.length;
  }
  return { lighthouseVersion: version, runs, pages: perPage };
}

/** What Lighthouse 12.8 says about installability: it no longer checks it (the PWA category went in 12.0). */
export function pwaNote(lighthouseResult) {
  return {
    reportedByLighthouse: false,
    note: `Lighthouse ${lighthouseResult?.lighthouseVersion ?? '12.8'} has no PWA category and no installable-manifest audit (both removed in 12.0); installability is taken from Chromium itself (Page.getInstallabilityErrors) in the requests part.`,
  };
}
