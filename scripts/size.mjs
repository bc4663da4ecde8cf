#!/usr/bin/env node
/**
 * `npm run size`: how much JavaScript the storefront loads before its first render.
 *
 * Reads dist/index.html (building dist/ first with `npx webpack --mode production` when it is
 * missing), gzips (level 9) every script the page loads for `/` — the runtime, the entry and its
 * split vendor chunks, not the lazily loaded route chunks — and prints a table, then
 * `Initial JS for /: X.X KB gzip (N files)`, the total of all JS in dist/ and the largest lazy chunks.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const indexHtml = path.join(dist, 'index.html');

if (!fs.existsSync(indexHtml)) {
  console.log('dist/index.html not found: building with `npx webpack --mode production` ...');
  execSync('npx webpack --mode production', { cwd: root, stdio: 'inherit' });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

function listJs(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listJs(abs));
    else if (/\.m?js$/.test(entry.name)) out.push(abs);
  }
  return out;
}

function measure(abs) {
  const buf = fs.readFileSync(abs);
  return { file: path.relative(dist, abs).split(path.sep).join('/'), raw: buf.length, gzip: gzipSize(buf) };
}

function table(rows) {
  const width = Math.max(4, ...rows.map((r) => r.file.length));
  const lines = [`${'file'.padEnd(width)}  ${'raw KB'.padStart(9)}  ${'gzip KB'.padStart(9)}`];
  lines.push('-'.repeat(width + 22));
  for (const r of rows) lines.push(`${r.file.padEnd(width)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(9)}`);
  return lines.join('\n');
}

const html = fs.readFileSync(indexHtml, 'utf8');
const srcs = [...html.matchAll(/<script\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)].map((m) => m[1]);
const initial = [];
for (const src of srcs) {
  if (/^(https?:)?\/\//i.test(src)) continue; // nothing external is expected; skip if present
  const rel = src.replace(/^\//, '').split(/[?#]/)[0];
  const abs = path.join(dist, rel);
  if (!fs.existsSync(abs)) {
    console.warn(`warning: index.html loads ${src}, which is not in dist/`);
    continue;
  }
  initial.push(measure(abs));
}

const initialSet = new Set(initial.map((r) => r.file));
const all = listJs(dist).map(measure);
const lazy = all.filter((r) => !initialSet.has(r.file)).sort((a, b) => b.gzip - a.gzip);
const sum = (rows, key) => rows.reduce((n, r) => n + r[key], 0);

console.log('\nInitial JS for / (scripts in dist/index.html):\n');
console.log(table(initial));
console.log(`\nAll JS in dist/: ${kb(sum(all, 'raw'))} KB raw, ${kb(sum(all, 'gzip'))} KB gzip (${all.length} files)`);
if (lazy.length > 0) {
  console.log(`\nLargest lazy chunks (${lazy.length} in all, ${kb(sum(lazy, 'gzip'))} KB gzip):\n`);
  console.log(table(lazy.slice(0, 8)));
}
console.log(`\nInitial JS for /: ${kb(sum(initial, 'gzip'))} KB gzip (${initial.length} files)`);
