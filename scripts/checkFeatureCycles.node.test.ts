import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..');
const SCRIPT = path.join(__dirname, 'check-feature-cycles.mjs');

// The script as `npm run lint` runs it: what it prints and how it exits.
const checkCycles = (root: string) => spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });

const roots: string[] = [];
/** A tree of modules (`file → imported specifiers`) with this repository's cruiser config and tsconfig paths. */
function tree(files: Record<string, string[]>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-cycles-'));
  roots.push(root);
  fs.copyFileSync(path.join(REPO, '.dependency-cruiser.cjs'), path.join(root, '.dependency-cruiser.cjs'));
  fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }));
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, imports] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `${imports.map((spec) => `import '${spec}';`).join('\n')}\nexport {};\n`);
  }
  return root;
}
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

// Each case runs dependency-cruiser over a tree (the whole of src/ for the first): up to ~25 s on a
// loaded 2-core machine, so each test has its own budget, whatever the suite's default.
const CRUISE_BUDGET_MS = 120_000;

describe('the feature cycle check', () => {
  it(
    'finds no cycle between the features of this repository',
    () => {
      const result = checkCycles(REPO);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/No cycle between \d+ features and entities/);
    },
    CRUISE_BUDGET_MS,
  );

  it(
    'fails on a cycle between features through different sub-folders, which no module cycle shows',
    () => {
      const root = tree({
        'src/features/catalog/listing/ListScreen.ts': ['@/features/search/refine'],
        'src/features/catalog/product/failure.ts': [],
        'src/features/search/refine.ts': ['@/features/catalog/product/failure'],
        'src/features/cart/cartSlice.ts': ['@/entities/product/product'],
        'src/entities/product/product.ts': [],
      });
      const result = checkCycles(root);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Features that import each other in a circle: src/features/catalog, src/features/search');
      expect(result.stderr).toContain('src/features/search/refine.ts imports src/features/catalog/product/failure.ts');
      expect(result.stderr).not.toContain('src/features/cart');
    },
    CRUISE_BUDGET_MS,
  );

  it(
    'passes once the imports run one way',
    () => {
      const root = tree({
        'src/features/catalog/listing/ListScreen.ts': ['@/features/search/refine'],
        'src/features/search/refine.ts': ['@/entities/product/product'],
        'src/entities/product/product.ts': [],
      });
      const result = checkCycles(root);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
    CRUISE_BUDGET_MS,
  );
});
