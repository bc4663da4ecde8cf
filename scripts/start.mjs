#!/usr/bin/env node
/**
 * `npm start`: the reference API (http://localhost:8080), the webpack dev server
 * (http://localhost:3000) and a local mail catcher (MailDev, its inbox at http://localhost:1080:
 * every e-mail and text the shop sends) side by side, output prefixed [api] / [web] / [mail] (concurrently).
 *
 * - Prints `Shop ready: open http://localhost:3000` and where the mail inbox is once the API and the app answer (wait-on).
 * - If either exits, the other is stopped and this script exits with the first one's code.
 * - Ctrl-C / SIGTERM is forwarded to both (their whole process trees).
 *
 * Environment (scripts/startSettings.mjs): PORT (the API's port, 8080), DEV_PORT (the dev server's,
 * 3000), LOG_LEVEL (the API's, `warn` here: warnings and errors only). The app is pointed at the
 * API's port and the API allows the dev server's origin. The API's JSON log lines are shown as
 * readable lines (pino-pretty); with NODE_ENV=production they stay JSON, at the API's own level.
 *
 * What is left here is what those tools do not do: refusing a port already taken (else wait-on
 * would take the other server's answer for ours), the two processes' settings, and the log.
 */
import { spawn } from 'node:child_process';
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
const { readableLog, startSettings } = await import('./startSettings.mjs');

const { apiPort, webPort, mail, apiEnv, webEnv, prettyLogs, apiUrl, webUrl } = startSettings(process.env);
const API_COMMAND = 'tsx server/src/index.ts';

for (const [what, port, hint] of [
  ['API', apiPort, 'set PORT=… for another API port'],
  ['web app', webPort, 'set DEV_PORT=… for another, or stop whatever uses it (another `npm start` or `npm run dev`?)'],
  ...(mail
    ? [
        ['mail catcher', mail.smtpPort, 'set MAIL_PORT=… for another, or SMTP_URL=… to send through a real server'],
        ['mail inbox', mail.webPort, 'set MAIL_WEB_PORT=… for another'],
      ]
    : []),
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

// Local binaries without npx, also when this script is run as `node scripts/start.mjs`.
const PATH = `${bin}${path.delimiter}${process.env.PATH ?? ''}`;

/**
 * concurrently's own spawn (`/bin/sh -c`), but the API's output goes through pino-pretty before
 * concurrently prefixes it: `[api] [10:14:03] WARN: …` rather than a line of JSON.
 */
function spawnCommand(command, options) {
  const child = spawn('/bin/sh', ['-c', command], options);
  if (command !== API_COMMAND || !prettyLogs || !child.stdout) return child;
  const { input, out } = readableLog({ colorize: Boolean(process.stdout.isTTY) });
  child.stdout.pipe(input);
  child.stdout = out;
  return child;
}

console.log(`Starting the API on http://localhost:${apiPort} and the web app on ${webUrl} ...`);
const { result } = concurrently(
  [
    { name: 'api', command: API_COMMAND, env: { PATH, ...apiEnv } },
    { name: 'web', command: `webpack serve --mode development --port ${webPort}`, env: { PATH, ...webEnv } },
    ...(mail
      ? [
          {
            name: 'mail',
            command: `maildev --smtp ${mail.smtpPort} --web ${mail.webPort} --ip 127.0.0.1 --web-ip 127.0.0.1 --max-emails 500 --silent`,
            env: { PATH },
          },
        ]
      : []),
  ],
  {
    cwd: root,
    spawn: spawnCommand,
    prefixColors: ['cyan', 'magenta', 'yellow'],
    killOthersOn: ['success', 'failure'],
    successCondition: 'first',
    // Anything still alive 5 s after being told to stop is killed.
    killTimeout: 5000,
  },
);

waitOn({ resources: [`http-get://localhost:${apiPort}/api/v1/storeInfo`, `http-get://localhost:${webPort}/`], window: 0 }).then(
  () =>
    console.log(
      `\nShop ready: open ${webUrl}\n` +
        (mail ? `Mail inbox: ${mail.inboxUrl} (every e-mail and SMS the shop sends lands there)\n` : '') +
        `(API at ${apiUrl} — press Ctrl-C to stop)\n`,
    ),
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
