#!/usr/bin/env node
/**
 * The e2e webServer command (see e2e/playwright.config.ts), run from the repository root:
 *   1. unless E2E_SKIP_BUILD=1, builds dist/ with `webpack --mode production` and
 *      API_BASE_URL=/api/v1, so the app calls the API on its own origin;
 *   2. starts the reference server (`tsx server/src/index.ts`), which serves dist/ when SERVE_APP is
 *      set; PORT, SERVE_APP, DATA_DIR, ... come from the webServer env.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localBin = (name) => {
  const p = path.join(root, 'node_modules', '.bin', name);
  return fs.existsSync(p) ? [p, []] : ['npx', [name]];
};

if (process.env.E2E_SKIP_BUILD !== '1') {
  process.stderr.write('[e2e] building dist/ with API_BASE_URL=/api/v1 (set E2E_SKIP_BUILD=1 to reuse a build) ...\n');
  const started = Date.now();
  const [cmd, pre] = localBin('webpack');
  const res = spawnSync(cmd, [...pre, '--mode', 'production'], {
    cwd: root,
    env: { ...process.env, API_BASE_URL: '/api/v1', NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) {
    process.stderr.write(`${res.stdout ?? ''}\n${res.stderr ?? ''}\n[e2e] build failed (exit ${res.status ?? res.signal})\n`);
    process.exit(1);
  }
  process.stderr.write(`[e2e] build done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
  process.stderr.write('[e2e] dist/index.html is missing: build with `API_BASE_URL=/api/v1 npm run build` first.\n');
  process.exit(1);
}

const [cmd, pre] = localBin('tsx');
const server = spawn(cmd, [...pre, 'server/src/index.ts'], { cwd: root, env: process.env, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => server.kill(sig));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
