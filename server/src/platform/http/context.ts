import type { Config } from '../config/config';
import type { Db } from '../db/client';
import type { Metrics } from '../operations/metrics';
import type { Readiness } from '../operations/readiness';

/**
 * What every module is handed when the app is built (its plugin's options), instead of module
 * globals, so tests can build many apps in one process: the database, the settings, readiness and
 * metrics, and what each module keeps for this app (`appState`).
 */
export interface AppContext {
  db: Db;
  config: Config;
  /** what GET /readyz answers; SIGTERM drains it */
  readiness: Readiness;
  /** the app's Prometheus registry and metrics */
  metrics: Metrics;
  /** what modules keep for this app, by the key of their appState */
  readonly kept: Map<symbol, unknown>;
}

/**
 * Something a module keeps for one app (a copy of the database's data, a cache, a secret read at
 * start): made from the app's context the first time it is asked for, and kept on that context, so
 * two apps in one process (tests) never share it. `name` only labels the key.
 */
export function appState<T>(name: string, make: (ctx: AppContext) => T): (ctx: AppContext) => T {
  const key = Symbol(name);
  return (ctx) => {
    if (!ctx.kept.has(key)) ctx.kept.set(key, make(ctx));
    return ctx.kept.get(key) as T;
  };
}

/**
 * Stored /media paths made absolute on the configured public origin. Never on the request's Host
 * header: a forged Host would otherwise end up in answers that caches and other shoppers may see.
 */
export function absoluteUrl(ctx: AppContext, url: string): string {
  return url.startsWith('/') ? `${ctx.config.publicUrl}${url}` : url;
}
