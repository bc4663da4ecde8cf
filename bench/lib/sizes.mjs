/**
 * JavaScript sizes, gzipped at level 9 (what a static host precompresses; the reference server's
 * on-the-fly brotli is reported beside it as "transferred").
 *
 * - `pageScripts`: every script a real page load requests, in Chromium, until the first screen is
 *   up and the network is quiet — for `/` that is the JS it needs before it is usable (the entry
 *   chunks of index.html and the lazy route chunks the page pulls in).
 * - `distChunks`: every chunk in a build folder; lazy = not a <script> of index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadQuietly, MOBILE } from './browser.mjs';

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

function listJs(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

function htmlScripts(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)]
    .map((m) => m[1])
    .filter((src) => !/^(https?:)?\/\//i.test(src))
    .map((src) => src.replace(/^\//, '').split(/[?#]/)[0]);
}

const sum = (rows, key) => rows.reduce((n, r) => n + r[key], 0);

/** Every JS chunk of a build, largest first, with the totals the budgets use. */
export function distChunks(dir) {
  const initial = new Set(htmlScripts(dir));
  const chunks = listJs(dir)
    .map((abs) => {
      const buf = fs.readFileSync(abs);
      const file = path.relative(dir, abs).split(path.sep).join('/');
      return { file, raw: buf.length, gzip: gzipSize(buf), initial: initial.has(file) };
    })
    // The page server's bundle (dist/server/, see server/src/modules/pages/serveApp.ts) runs in Node: no browser loads it.
    .filter((chunk) => !chunk.file.startsWith('server/'))
    .sort((a, b) => b.gzip - a.gzip);
  const lazy = chunks.filter((c) => !c.initial);
  const entry = chunks.filter((c) => c.initial);
  return {
    chunks,
    total: { files: chunks.length, raw: sum(chunks, 'raw'), gzip: sum(chunks, 'gzip') },
    entry: { files: entry.length, gzip: sum(entry, 'gzip') },
    lazy: { files: lazy.length, gzip: sum(lazy, 'gzip') },
    largestLazy: lazy[0] ?? null,
  };
}

/** The scripts a fresh mobile load of `url` requests before it is usable, with their sizes. */
export async function pageScripts(browser, url) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const seen = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') seen.push(response);
    });
    await loadQuietly(page, url);
    const files = [];
    for (const response of seen) {
      const body = await response.body();
      const sizes = await response.request().sizes();
      files.push({
        file: new URL(response.url()).pathname.replace(/^\//, ''),
        raw: body.length,
        gzip: gzipSize(body),
        transferred: sizes.responseBodySize,
        encoding: (await response.headerValue('content-encoding')) ?? 'identity',
      });
    }
    return { url, requests: files.length, gzip: sum(files, 'gzip'), transferred: sum(files, 'transferred'), files };
  } finally {
    await context.close();
  }
}
