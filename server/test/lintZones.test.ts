/**
 * The server's import zones (eslint.config.mjs, serverZones) hold: files planted for the test in
 * a module and in the platform, each importing what its zone forbids, fail `eslint`; the same
 * import through the module's index.ts passes. Run as the command runs, in a process of its own.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.join(__dirname, '..', '..');
const SRC = path.join(ROOT, 'server', 'src');
const planted = (dir: string, name: string) => path.join(SRC, dir, `planted-${process.pid}-${name}.ts`);

const FILES = {
  /** a module reaching into another module's files */
  intoModule: [
    planted('modules/reviews', 'into-module'),
    "import { getPricing } from '../catalog/repository';\n\nexport const used = getPricing;\n",
  ],
  /** the same through its index.ts */
  throughIndex: [
    planted('modules/reviews', 'through-index'),
    "import { getPricing } from '../catalog';\n\nexport const used = getPricing;\n",
  ],
  /** the platform importing a module */
  platformToModule: [planted('platform', 'to-module'), "import { catalog } from '../modules/catalog';\n\nexport const used = catalog;\n"],
  /** a module importing the composition */
  moduleToApp: [planted('modules/orders', 'to-app'), "import { MODULES } from '../../app';\n\nexport const used = MODULES;\n"],
} as const;

interface Result {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string }>;
}

async function lint(): Promise<Map<string, string[]>> {
  for (const [file, source] of Object.values(FILES)) fs.writeFileSync(file, source);
  try {
    const files = Object.values(FILES).map(([file]) => file);
    const run = promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'eslint'), ['--format', 'json', ...files], {
      cwd: ROOT,
      maxBuffer: 1 << 24,
    });
    // eslint exits 1 when it finds errors: its report is on stdout either way.
    const stdout = await run.then(
      (r) => r.stdout,
      (err: { stdout?: string }) => err.stdout ?? '',
    );
    const results = JSON.parse(stdout) as Result[];
    return new Map(results.map((r) => [r.filePath, r.messages.map((m) => `${m.ruleId}: ${m.message}`)]));
  } finally {
    for (const [file] of Object.values(FILES)) fs.rmSync(file, { force: true });
  }
}

// Its own budget: eslint loads its whole configuration (TypeScript's parser, the import resolver) for the run.
it('fails a cross-module import, a platform importing a module and a module importing app.ts; passes the same through index.ts', async () => {
  const found = await lint();
  const of = (key: keyof typeof FILES) => found.get(FILES[key][0]) ?? ['not linted'];
  expect(of('intoModule')).toEqual([
    expect.stringMatching(/^import-x\/no-restricted-paths: .*Import the catalog module only through its index\.ts/),
  ]);
  expect(of('throughIndex')).toEqual([]);
  expect(of('platformToModule')).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The platform imports no module/)]);
  expect(of('moduleToApp')).toEqual([
    expect.stringMatching(/^import-x\/no-restricted-paths: .*A module imports no file of the composition/),
  ]);
}, 180_000);
