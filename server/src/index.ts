import { API_PREFIX } from '../../rules/api';
import { buildApp } from './app';
import { loadConfig, SettingError, type Config } from './config';
import { openDb } from './platform/db/client';
import { checkDispatchPincode } from './modules/delivery';
import { migrate } from './platform/db/migrate';
import { indexCatalog } from './modules/search';
import { gracefulStop } from './platform/operations/gracefulStop';
import { metricsServer } from './platform/operations/metrics';
import { seed } from './seed';

/** A bad environment variable stops the start with its one sentence, not a stack trace. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error(`Cannot start the API: ${(err as Error).message}`);
    process.exit(1);
  }
}

async function main() {
  const config = configOrExit();
  const db = await openDb(config);
  await migrate(db);
  await seed(db);
  await indexCatalog(db);
  const app = await Promise.all([checkDispatchPincode(db, config), buildApp({ config, db })])
    .then(([, built]) => built)
    .catch((err: unknown) => {
      if (!(err instanceof SettingError)) throw err;
      console.error(`Cannot start the API: ${err.message}`);
      process.exit(1);
    });

  const stop = gracefulStop({ app, db, readiness: app.readiness, graceMs: config.shutdownGraceMs, delayMs: config.shutdownDelayMs });
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (config.metrics) {
    const metrics = await metricsServer(app.metrics.registry);
    app.addHook('onClose', () => metrics.close());
    await metrics.listen(config.metrics);
  }
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir === 'memory' ? 'PGlite (in memory)' : `PGlite at ${config.dataDir}`;
  console.log(
    `API ready at ${config.publicUrl}${API_PREFIX} (database: ${where})` + (config.serveApp ? `; app at ${config.publicUrl}/` : ''),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
