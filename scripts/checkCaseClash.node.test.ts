import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..');
const SCRIPT = path.join(__dirname, 'check-case-clash.mjs');

// The script as `npm run lint` runs it: what it prints and how it exits.
const checkCase = (root: string) => spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });

const roots: string[] = [];
/** A git repository tracking `files` (the check reads `git ls-files`, not the disk). */
function gitTree(files: string[]) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-case-'));
  roots.push(root);
  // Folders made one by one, as a case-sensitive file system keeps them apart.
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'export {};\n');
  }
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  git('add', '-A');
  return root;
}
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

const clashLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());

describe('the case clash check', () => {
  it('finds no two tracked names in this repository that differ only in case', () => {
    const result = checkCase(REPO);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/No two of \d+ tracked files differ only in case/);
  });

  it('lists modules, files and folders whose names differ only in case, and exits 1', () => {
    const root = gitTree([
      'src/payment/paymentForm.ts',
      'src/payment/PaymentForm.tsx',
      'src/payment/paymentForm.test.ts',
      'docs/Guide.md',
      'docs/guide.md',
      'src/Cart/a.ts',
      'src/cart/b.ts',
      'src/fine/one.ts',
      'src/fine/One.test.ts',
    ]);
    const result = checkCase(root);
    expect(result.status).toBe(1);
    expect(clashLines(result.stderr)).toEqual([
      'docs/Guide · docs/guide',
      'src/Cart/ · src/cart/',
      'src/payment/PaymentForm · src/payment/paymentForm',
    ]);
  });

  it('passes once one of the two is renamed', () => {
    const root = gitTree(['src/payment/paymentRules.ts', 'src/payment/PaymentForm.tsx']);
    const result = checkCase(root);
    expect(result.status).toBe(0);
  });
});
