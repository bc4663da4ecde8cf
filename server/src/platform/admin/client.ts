import fs from 'node:fs';
import { listeningOrigin, platformSettings, type Env } from '../config/config';
import { openDb } from '../db/client';
import { ADMIN_PREFIX } from './routes';
import { readStoredAdminToken, tokenFile } from './token';

/** What a command gets back from the running shop. */
export interface AdminAnswer {
  status: number;
  body: unknown;
}

/** One call of the admin API (method, path under /admin/v1, JSON body): over HTTP for the commands, app.inject in tests. */
export type AdminSend = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<AdminAnswer>;

/** A command could not reach or use the shop: its message is the whole story, shown without a stack. */
export class CommandError extends Error {}

/**
 * The admin token as the server has it: ADMIN_TOKEN, else the one it keeps in PostgreSQL, else
 * the file a shop on PGlite writes into its data folder.
 */
async function tokenFor(settings: ReturnType<typeof platformSettings.read>): Promise<string> {
  if (settings.adminToken) return settings.adminToken;
  if (settings.databaseUrl) {
    const db = await openDb({ ...settings, dataDir: 'memory' });
    try {
      const token = await readStoredAdminToken(db);
      if (token) return token;
    } finally {
      await db.close();
    }
    throw new CommandError('The shop has no admin token yet: start it once (npm run server), or set ADMIN_TOKEN for both.');
  }
  if (settings.dataDir === 'memory') {
    throw new CommandError('A shop with DATA_DIR=memory keeps its admin token in memory: set ADMIN_TOKEN for the shop and the command.');
  }
  try {
    return fs.readFileSync(tokenFile(settings.dataDir), 'utf8').trim();
  } catch {
    throw new CommandError(
      `No admin token at ${tokenFile(settings.dataDir)}: start the shop once (npm start or npm run server) with this DATA_DIR, or set ADMIN_TOKEN.`,
    );
  }
}

/**
 * The running shop as the commands find it, from the settings the server itself reads: PORT and
 * HOST say where it listens (ADMIN_URL when it is elsewhere), DATA_DIR or DATABASE_URL where its
 * token is.
 */
export async function shopOverHttp(env: Env = process.env): Promise<AdminSend> {
  const settings = platformSettings.read(env);
  const origin =
    env.ADMIN_URL?.replace(/\/+$/, '') || listeningOrigin(settings.host === '0.0.0.0' ? '127.0.0.1' : settings.host, settings.port);
  const token = await tokenFor(settings);
  return async (method, path, body) => {
    let response: Response;
    try {
      response = await fetch(`${origin}${ADMIN_PREFIX}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    } catch {
      throw new CommandError(
        `No shop answers at ${origin}: start it (npm start or npm run server), or set PORT to the port it listens on.`,
      );
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text, shown as is
    }
    if (response.status === 401)
      throw new CommandError(
        `The shop at ${origin} refused the admin token: is it the shop of this DATA_DIR, DATABASE_URL or ADMIN_TOKEN?`,
      );
    return { status: response.status, body: parsed };
  };
}

/** What a command did: the lines it prints, and its exit status. */
export interface CommandResult {
  code: number;
  out: string[];
}

/** Runs a command's work on the running shop and exits with its status; a CommandError prints its sentence alone. */
export function runCommand(name: string, work: (send: AdminSend, argv: string[]) => Promise<CommandResult>): void {
  shopOverHttp()
    .then((send) => work(send, process.argv.slice(2)))
    .then(
      ({ code, out }) => {
        (code === 0 ? console.log : console.error)(out.join('\n'));
        process.exit(code);
      },
      (err: Error) => {
        console.error(err instanceof CommandError ? err.message : `${name}: ${err.message}`);
        process.exit(1);
      },
    );
}

/** The error sentence of an admin answer, for a command to print. */
export function errorOf(answer: AdminAnswer): string {
  const error = (answer.body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : `The shop answered ${answer.status}.`;
}
