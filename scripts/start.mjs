#!/usr/bin/env node
/**
 * `npm start`: the reference API (http://localhost:8080) and the webpack dev server
 * (http://localhost:3000) side by side, output prefixed [api] / [web] (concurrently).
 *
 * - Prints `Shop ready: open http://localhost:3000` once both answer (wait-on).
 * - If either exits, the other is stopped and this script exits with the first one's code.
 * - Ctrl-C / SIGTERM is forwarded to both (their whole process trees).
 *
 * Environment: PORT (API port, default 8080); the dev server always uses port 3000.
 * With a PORT other than 8080 and no API_BASE_URL, the app is pointed at http://localhost:PORT/api/v1.
 *
 * What is left here is what those tools do not do: refusing a port already taken (else wait-on
 * would take the other server's answer for ours) and choosing the app's API_BASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin');

if (!fs.existsSync(bin)) {
  console.error('node_modules/ is missing: run `npm install` (or `npm ci`) first.');
  process.exit(1);
}
const { concurrently } = await import('concurrently');
const { default: waitOn } = await import('wait-on');

const apiPort = process.env.PORT || '8080';
const webPort = '3000';

for (const [what, port, hint] of [
  ['API', apiPort, 'set PORT=… for another API port'],
  ['web app', webPort, 'stop whatever uses it (another `npm start` or `npm run dev`?)'],
]) {
  // Resolves once nothing listens there; times out (rejects) while something does.
  const free = await waitOn({ resources: [`tcp:localhost:${port}`], reverse: true, timeout: 1500, window: 0 }).then(
    () => true,
    () => false,
  );
  if (!free) {
    console.error(`Port ${port} (${what}) is already in use: ${hint}.`);
    process.exit(1);
  }
}

const webEnv = {};
if (!process.env.API_BASE_URL && apiPort !== '8080') {
  webEnv.API_BASE_URL = `http://localhost:${apiPort}/api/v1`;
}
// Local binaries without npx, also when this script is run as `node scripts/start.mjs`.
const PATH = `${bin}${path.delimiter}${process.env.PATH ?? ''}`;

console.log(`Starting the API on http://localhost:${apiPort} and the web app on http://localhost:${webPort} ...`);
const { result } = concurrently(
  [
    { name: 'api', command: 'tsx server/src/index.ts', env: { PATH, PORT: apiPort } },
    { name: 'web', command: `webpack serve --mode development --port ${webPort}`, env: { PATH, ...webEnv } },
  ],
  {
    cwd: root,
    prefixColors: ['cyan', 'magenta'],
    killOthersOn: ['success', 'failure'],
    successCondition: 'first',
    // Anything still alive 5 s after being told to stop is killed.
    killTimeout: 5000,
  },
);

waitOn({ resources: [`http-get://localhost:${apiPort}/api/v1/storeInfo`, `http-get://localhost:${webPort}/`], window: 0 }).then(
  () => console.log(`\nShop ready: open http://localhost:${webPort}\n(API at http://localhost:${apiPort}/api/v1 — press Ctrl-C to stop)\n`),
  () => undefined,
);

// The exit code of whichever stopped first (a signal's name counts as failure).
const firstCode = (closed) => {
  const [first] = [...closed].sort((a, b) => a.timings.endDate - b.timings.endDate);
  return typeof first?.exitCode === 'number' ? first.exitCode : 1;
};
result.then(
  () => process.exit(0),
  (closed) => process.exit(firstCode(closed)),
);
