/** The bench's database and the import into it, through the shop's own `catalog:import`. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { benchDatabase } from '../lib/database.mjs';
import { localBin, root } from '../lib/processes.mjs';

/** A new, empty database on the cluster of `url` (or, with `keep`, the one an earlier run left); its URL. */
export function freshDatabase(url, { keep = false, products }) {
  // One per catalogue size, so --skip-import can measure each again.
  return benchDatabase(url, `storefront_bench_search_${products}`, { keep });
}

/** Runs `catalog:import --replace file`; the seconds it reports (records to indexed) and the whole command's. */
export async function importFile(file, env) {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(localBin('tsx'), ['server/src/modules/import/cli.ts', '--replace', file], {
    cwd: root,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = (performance.now() - started) / 1000;
  const m = /in ([\d.]+) s: (.*)\./.exec(stdout);
  if (!m) throw new Error(`catalog:import said:\n${stdout}`);
  return { seconds: Number(m[1]), summary: m[2], wall };
}
