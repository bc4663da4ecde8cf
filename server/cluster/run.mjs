/**
 * npm run cluster: PostgreSQL, three instances and HAProxy, here; Ctrl-C stops and removes it all.
 * CLUSTER_PORT: HAProxy's port (default 8080); CLUSTER_PORT_BASE: PostgreSQL's port, each
 * instance's after it (default: free ports). `--json` prints one line of addresses when ready.
 */
import { startCluster } from './cluster.mjs';

const json = process.argv.includes('--json');
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const portBase = process.env.CLUSTER_PORT_BASE ? Number(process.env.CLUSTER_PORT_BASE) : undefined;
const say = (line) => (json ? process.stderr : process.stdout).write(`${line}\n`);

const cluster = await startCluster({ port, portBase, log: say });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  say('stopping the cluster...');
  await cluster.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
for (const instance of cluster.instances) {
  void instance.exited.then((code) => !stopping && say(`${instance.name} exited (${code})`));
}

if (json) {
  const instances = cluster.instances.map((i) => ({ name: i.name, url: i.url, pid: i.child.pid }));
  console.log(JSON.stringify({ url: cluster.url, databaseUrl: cluster.databaseUrl, instances }));
} else {
  say(`HAProxy config: ${cluster.config} (stats socket beside it)`);
  say(`The shop answers at ${cluster.url}/ (API at ${cluster.url}/api/v1), through HAProxy to ${cluster.instances.length} instances.`);
  say('Ctrl-C stops it all and removes the folder.');
}
