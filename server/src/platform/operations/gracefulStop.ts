import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Readiness } from './readiness';

export interface StopOptions {
  app: FastifyInstance;
  db: Db;
  readiness: Readiness;
  /** How long in-flight requests may take to finish once the listener closes (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  /** How long to keep serving while not ready, so a balancer sees it before the port closes (SHUTDOWN_DELAY_MS). */
  delayMs: number;
  exit?: (code: number) => void;
}

/**
 * SIGTERM: fail readiness first, keep serving for `delayMs` (a balancer checking every second
 * stops sending meanwhile), then stop accepting and let in-flight requests finish within
 * `graceMs`, close the database pool and exit 0. Requests still running at the bound are cut (exit 1).
 * A second signal exits at once: an operator who presses Ctrl-C twice means it.
 */
export function gracefulStop({ app, db, readiness, graceMs, delayMs, exit = (code) => process.exit(code) }: StopOptions) {
  let stopping = false;
  return async (signal: string): Promise<void> => {
    if (stopping) {
      app.log.warn(`${signal} received again: exiting at once`);
      exit(1);
      return;
    }
    stopping = true;
    readiness.drain();
    app.log.info(`${signal} received: not ready; the port closes in ${delayMs} ms, then requests in flight get ${graceMs} ms`);
    if (delayMs > 0) await sleep(delayMs);
    let finished = true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        finished = false;
        resolve();
      }, graceMs);
    });
    try {
      await Promise.race([app.close(), late]);
      clearTimeout(timer);
      if (!finished) {
        app.log.warn(`requests still in flight after ${graceMs} ms: cut`);
        app.server.closeAllConnections();
      }
      await db.close();
      exit(finished ? 0 : 1);
    } catch (err) {
      app.log.error({ err }, 'stopping failed');
      exit(1);
    }
  };
}
