/** The shop's commands (npm run orders …) as a person runs them, against the suite's server. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** The admin token of the suite's in-memory shop (playwright.config.ts gives it to the server). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

const root = path.resolve(__dirname, '..');

/** Runs `server/src/modules/<name>/cli.ts` with `args` as `npm run <name> -- args` does; resolves with what it printed. */
export async function runShopCommand(name: string, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [`server/src/modules/${name}/cli.ts`, ...args],
    {
      cwd: root,
      env: { ...process.env, PORT: process.env.E2E_PORT ?? '4173', HOST: '127.0.0.1', ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    },
  );
  return stdout.trim();
}
