import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..');
const SCRIPT = path.join(__dirname, 'check-links.mjs');

// The script as `npm run docs:check` runs it: what it prints and how it exits.
const checkLinks = (root: string) => spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });

function writeTree(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const deadLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim().replace(/\s+\(.*\)$/, ''));

let fixture: string;
beforeAll(() => {
  fixture = writeTree({
    'README.md': [
      '# Stride Shop',
      '',
      'Fine: [guide](docs/guide.md), [its cart section](docs/guide.md#the-cart-cart),',
      '[the second Notes](docs/guide.md#notes-1), [a folder](src/), [a line](src/a.ts#L3),',
      '[spaced](docs/two%20words.md), [this page](#stride-shop), [outside](https://example.com/x),',
      '[mail](mailto:shop@example.com), and `[in code](docs/not-a-link.md)`.',
      '',
      'Dead: [gone](docs/missing.md)',
      'and [no such heading](docs/guide.md#nope).',
      '',
      '| page | link |',
      '|---|---|',
      '| here | [own anchor](#nowhere) |',
      '| out | [above the root](../outside.md) |',
      '',
      '```md',
      '[in a code block](docs/missing-too.md)',
      '```',
    ].join('\n'),
    'docs/guide.md': [
      '# Guide',
      '## The cart (`/cart`)',
      '## Notes',
      '## Notes',
      '<a id="custom"></a>',
      '',
      '[back home](../README.md#stride-shop), [custom anchor](#custom), [root-relative](/src/a.ts)',
      '',
      '![a picture](../public/missing.png)',
    ].join('\n'),
    'docs/two words.md': '# Two words\n',
    'src/a.ts': 'export {};\n',
  });
});
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

describe('npm run docs:check', () => {
  it("finds no dead relative link in the repository's README, CONTRIBUTING and docs pages", () => {
    const result = checkLinks(REPO);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const [, links, files] = /All (\d+) relative links in (\d+) files resolve/.exec(result.stdout) ?? [];
    // README, CONTRIBUTING and the docs pages at least, with the links between them.
    expect(Number(files)).toBeGreaterThanOrEqual(10);
    expect(Number(links)).toBeGreaterThanOrEqual(30);
  });

  it('lists every dead link with its file and line, and only those, and exits 1', () => {
    const result = checkLinks(fixture);
    expect(result.status).toBe(1);
    expect(deadLines(result.stderr)).toEqual([
      'README.md:8  docs/missing.md',
      'README.md:9  docs/guide.md#nope',
      'README.md:13  #nowhere',
      'README.md:14  ../outside.md',
      'docs/guide.md:9  ../public/missing.png',
    ]);
    expect(result.stderr).toContain('(no heading or anchor "nope" in docs/guide.md)');
    expect(result.stderr).toContain('(outside the repository)');
  });

  it('passes once the dead links are mended', () => {
    const mended = writeTree({
      'README.md': '# Home\n\n[guide](docs/guide.md#the-cart-cart) and [up](#home)\n',
      'docs/guide.md': '# Guide\n## The cart (`/cart`)\n[back](../README.md)\n',
    });
    const result = checkLinks(mended);
    fs.rmSync(mended, { recursive: true, force: true });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('All 3 relative links in 2 files resolve.');
  });
});
