/**
 * Which package contributes how much JavaScript. webpack-bundle-analyzer (JSON mode) reads the
 * build's stats and the minified files and sizes every module as it is in the output; here the
 * modules are summed per npm package (our own code per folder of src/). A package's gzip share is
 * its share of a file's minified bytes times that file's real gzip size, so the shares add up to
 * the measured total (gzipping each module alone would overstate every one of them).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { outDir } from './build.mjs';
import { localBin, root } from './processes.mjs';
import { gzipSize } from './sizes.mjs';

function runAnalyzer(statsFile, distDir, reportFile) {
  return new Promise((resolve, reject) => {
    const args = [statsFile, distDir, '--mode', 'json', '--report', reportFile, '--log-level', 'error'];
    const child = spawn(localBin('webpack-bundle-analyzer'), args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d) => (errors += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack-bundle-analyzer failed (exit ${code}): ${errors}`))));
  });
}

/** `./node_modules/@mui/material/Button/Button.mjs` → `@mui/material`; `./src/features/home/x.tsx` → `src/features/home`. */
export function ownerOf(modulePath) {
  const parts = modulePath.replace(/\\/g, '/').split('/');
  const last = parts.lastIndexOf('node_modules');
  if (last >= 0 && parts[last + 1]) {
    return parts[last + 1].startsWith('@') ? `${parts[last + 1]}/${parts[last + 2]}` : parts[last + 1];
  }
  const src = parts.lastIndexOf('src');
  if (src >= 0) {
    // src/features/<name> and src/components/<name>: one row per feature or component folder.
    const nested = ['features', 'components'].includes(parts[src + 1]) && parts.length > src + 3;
    return parts
      .slice(src, src + (nested ? 3 : 2))
      .join('/')
      .replace(/\.[a-z]+$/, '');
  }
  return '(webpack runtime and other)';
}

/** The families docs/performance.md talks about, so a reader sees where the kilobytes go. */
const FAMILIES = [
  ['React (react, react-dom, scheduler)', /^(react|react-dom|scheduler)$/],
  ['React Router', /^(react-router|react-router-dom|cookie|set-cookie-parser)$/],
  [
    'MUI + Emotion (and their helpers)',
    /^(@mui\/.*|@emotion\/.*|stylis|@popperjs\/core|react-transition-group|clsx|react-is|hoist-non-react-statics|@babel\/runtime|prop-types)$/,
  ],
  [
    'Redux Toolkit + RTK Query (immer, redux, react-redux, reselect)',
    /^(@reduxjs\/toolkit|immer|redux|react-redux|reselect|redux-thunk|use-sync-external-store|@standard-schema\/.*)$/,
  ],
  ['redux-persist', /^redux-persist$/],
  ['notistack (goober)', /^(notistack|goober)$/],
  ['our code (src/)', /^src(\/|$)/],
];

export function familyOf(owner) {
  return FAMILIES.find(([, test]) => test.test(owner))?.[0] ?? 'other packages and webpack runtime';
}

/** Leaves of a chunk's module tree: modules, or the parts of a concatenated module. */
function* leaves(group) {
  if (!group.groups || group.groups.length === 0) {
    yield group;
    return;
  }
  for (const child of group.groups) yield* leaves(child);
}

function contributions(chunks, distDir) {
  const byOwner = new Map();
  let totalParsed = 0;
  let totalGzip = 0;
  for (const chunk of chunks) {
    const fileGzip = gzipSize(fs.readFileSync(path.join(distDir, chunk.label)));
    totalGzip += fileGzip;
    const parsedOfModules = [...leaves(chunk)].reduce((n, leaf) => n + (leaf.parsedSize ?? 0), 0) || 1;
    for (const leaf of leaves(chunk)) {
      const owner = ownerOf(leaf.path ?? leaf.label);
      const entry = byOwner.get(owner) ?? { package: owner, minified: 0, gzip: 0, files: new Set() };
      entry.minified += leaf.parsedSize ?? 0;
      entry.gzip += ((leaf.parsedSize ?? 0) / parsedOfModules) * fileGzip;
      entry.files.add(chunk.label);
      byOwner.set(owner, entry);
      totalParsed += leaf.parsedSize ?? 0;
    }
  }
  const rows = [...byOwner.values()]
    .map((e) => ({ package: e.package, minified: e.minified, gzip: Math.round(e.gzip), files: [...e.files].sort() }))
    .sort((a, b) => b.gzip - a.gzip);
  const families = new Map();
  for (const row of rows) {
    const name = familyOf(row.package);
    const family = families.get(name) ?? { family: name, minified: 0, gzip: 0 };
    family.minified += row.minified;
    family.gzip += row.gzip;
    families.set(name, family);
  }
  return { totalMinified: totalParsed, totalGzip, families: [...families.values()].sort((a, b) => b.gzip - a.gzip), packages: rows };
}

/**
 * Per-package contributions to the files a page loads (initialFiles) and to all JS of a build,
 * from the stats its bench build wrote (`--json`), which must be newer than the build's index.html.
 */
export async function analyzeBundle({ name, statsFile, distDir, initialFiles }) {
  const fresh = fs.existsSync(statsFile) && fs.statSync(statsFile).mtimeMs >= fs.statSync(path.join(distDir, 'index.html')).mtimeMs;
  if (!fresh)
    throw new Error(
      `${path.relative(root, statsFile)} is missing or older than the build: run the bench with its build (without --no-build).`,
    );
  const reportFile = path.join(outDir, `${name}-bundle-analyzer.json`);
  await runAnalyzer(statsFile, distDir, reportFile);
  const chunks = JSON.parse(fs.readFileSync(reportFile, 'utf8')).filter((c) => c.label.endsWith('.js'));
  const wanted = new Set(initialFiles);
  return {
    initial: contributions(
      chunks.filter((c) => wanted.has(c.label)),
      distDir,
    ),
    all: contributions(chunks, distDir),
  };
}
