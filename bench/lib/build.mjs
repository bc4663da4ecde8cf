/** Production builds of the storefront (with webpack stats for the bundle analysis) and of the minimal app. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { localBin, root } from './processes.mjs';

export const outDir = path.join(root, 'bench', '.out');
export const statsFile = path.join(outDir, 'stats.json');
export const minimalStatsFile = path.join(outDir, 'minimal-stats.json');
export const appDist = path.join(root, 'dist');
export const minimalDir = path.join(root, 'bench', 'minimal');
export const minimalDist = path.join(minimalDir, 'dist');

function run(label, args, env) {
  const started = Date.now();
  process.stdout.write(`[bench] ${label} ...`);
  return new Promise((resolve, reject) => {
    const child = spawn(localBin('webpack'), args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) {
        console.log(` done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        resolve();
      } else {
        console.log(' failed');
        reject(new Error(`${label} failed (exit ${code}):\n${output.slice(-8000)}`));
      }
    });
  });
}

/**
 * The storefront as CI and the e2e suite build it: same-origin API, production mode. The
 * browser's build (with the stats the analysis reads) and the page server's, one after the other.
 */
export async function buildApp() {
  fs.mkdirSync(outDir, { recursive: true });
  const env = { API_BASE_URL: '/api/v1', NODE_ENV: 'production' };
  await run(
    'building the app (API_BASE_URL=/api/v1, production)',
    ['--mode', 'production', '--config-name', 'client', `--json=${statsFile}`],
    env,
  );
  await run('building its page server', ['--mode', 'production', '--config-name', 'server'], env);
}

export async function buildMinimal() {
  fs.mkdirSync(outDir, { recursive: true });
  const config = path.join(minimalDir, 'webpack.config.mjs');
  await run('building the minimal app (bench/minimal)', ['--mode', 'production', '--config', config, `--json=${minimalStatsFile}`], {
    NODE_ENV: 'production',
  });
}

export function requireBuilt(dir, hint) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${path.relative(root, dir)}/index.html is missing: ${hint}`);
  }
}
