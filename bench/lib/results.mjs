/**
 * bench/results.json: the figures of the latest run of each part, for comparison across commits.
 * A run rewrites the parts it measured and keeps the others, each part stamped with the commit,
 * time and machine load it was measured at; `rows` is the table recomputed from the whole file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH as CHROME_PATH } from '../../scripts/chromium.mjs';
import { root } from './processes.mjs';
import { rowsFor } from './report.mjs';

export const resultsFile = path.join(root, 'bench', 'results.json');
export const budgetsFile = path.join(root, 'bench', 'budgets.json');

function git(args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The commit measured, marked `-dirty` when tracked files differ from it (the results file aside). */
export function commitLabel() {
  const head = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const changed = git(['status', '--porcelain', '--untracked-files=no'])
    .split('\n')
    .filter((line) => line && !line.endsWith('bench/results.json'));
  return changed.length ? `${head}-dirty` : head;
}

export function environment() {
  let chromium = null;
  try {
    chromium = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // reported as null
  }
  return { node: process.version, chromium, cpus: os.cpus().length };
}

export const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

export function readBudgets() {
  return fs.existsSync(budgetsFile) ? JSON.parse(fs.readFileSync(budgetsFile, 'utf8')) : null;
}

export function readPrevious() {
  try {
    return JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Merges this run's parts into the stored file. `parts` maps a part name to { app?, minimal? }
 * figures; returns the merged results (what `rows` describes).
 */
export function mergeResults(parts, stamp) {
  const previous = readPrevious()?.parts ?? {};
  const merged = { ...previous };
  for (const [name, figures] of Object.entries(parts)) merged[name] = { ...stamp, ...figures };
  return merged;
}

/** Flattens parts into { app: { lighthouse, size, requests, analysis }, minimal: { lighthouse, size } }. */
export function view(parts) {
  return {
    app: {
      lighthouse: parts.lighthouse?.app ?? null,
      size: parts.size?.app ?? null,
      requests: parts.requests?.app ?? null,
      analysis: parts.analyze?.app ?? null,
      trace: parts.trace?.app ?? null,
      server: parts.server?.app ?? null,
      taps: parts.taps?.app ?? null,
    },
    minimal: {
      lighthouse: parts.lighthouse?.minimal ?? null,
      size: parts.minimal?.minimal ?? null,
      taps: parts.taps?.minimal ?? null,
    },
  };
}

export function writeResults(merged) {
  const doc = {
    about: 'Written by `npm run bench` (bench/run.mjs); each part is from the latest run that measured it. Sizes in bytes, times in ms.',
    parts: merged,
    rows: rowsFor(view(merged), readBudgets()),
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(doc, null, 2)}\n`);
}
