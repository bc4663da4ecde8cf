#!/usr/bin/env node
/**
 * `npm run docs:check`: every relative link in README.md, CONTRIBUTING.md and docs/*.md leads
 * somewhere. The file or folder must exist inside the repository, and an `#anchor` into a Markdown
 * file must name one of its headings as GitHub slugs them (or an HTML `id`/`name` in it). Anchors
 * into other files (`#L10` line links) are not checked. Absolute URLs (`https:`, `mailto:` …) are
 * skipped: the check reads files only, never the network.
 *
 * Prints each dead link as `file:line  target  (why)` and exits 1; exits 0 when every link resolves.
 *
 * Usage: node scripts/check-links.mjs [repository root; default: this repository]
 *
 * markdown-it finds the links and headings as GitHub's renderer does (code blocks and inline code
 * hold no links, reference links resolve), and github-slugger is GitHub's own slug rule (lower case,
 * punctuation dropped, spaces to hyphens, `-1`, `-2` … for repeated headings). What is left here is
 * walking the files, which no library does for this layout.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';
import GithubSlugger from 'github-slugger';

const markdown = new MarkdownIt({ html: true });
const HTML_TARGET = /\b(?:href|src)\s*=\s*["']([^"']*)["']/gi;
const HTML_ANCHOR = /\b(?:id|name)\s*=\s*["']([^"']+)["']/gi;
const SCHEME = /^[a-z][a-z\d+.-]*:|^\/\//i;

/** README.md, CONTRIBUTING.md and docs/*.md of `root`, as paths relative to it. */
export function documentationFiles(root) {
  const files = ['README.md', 'CONTRIBUTING.md'].filter((file) => fs.existsSync(path.join(root, file)));
  const docs = path.join(root, 'docs');
  if (fs.existsSync(docs)) {
    files.push(
      ...fs
        .readdirSync(docs)
        .filter((file) => file.endsWith('.md'))
        .sort()
        .map((file) => `docs/${file}`),
    );
  }
  return files;
}

/** The text GitHub slugs for a heading: what it renders, without markup (`code` keeps its text). */
function headingText(inline) {
  return (inline.children ?? [])
    .filter((token) => token.type === 'text' || token.type === 'code_inline')
    .map((token) => token.content)
    .join('');
}

/** Links (with their 1-based line) and anchors of one Markdown text. */
export function readMarkdown(text) {
  const tokens = markdown.parse(text, {});
  const lines = text.split('\n');
  const slugger = new GithubSlugger();
  const anchors = new Set();
  const links = [];
  // Table cells carry no line map of their own: the row's (the last map seen) stands in.
  let lastMap = [0, 0];
  const lineOf = (target) => {
    const [start, end] = lastMap;
    for (let index = start; index < end; index += 1) if (lines[index]?.includes(target)) return index + 1;
    return start + 1;
  };
  const addHtml = (html) => {
    for (const [, id] of html.matchAll(HTML_ANCHOR)) anchors.add(id);
    for (const [, target] of html.matchAll(HTML_TARGET)) links.push({ target, line: lineOf(target) });
  };
  tokens.forEach((token, index) => {
    if (token.map) lastMap = token.map;
    if (token.type === 'heading_open') anchors.add(slugger.slug(headingText(tokens[index + 1])));
    if (token.type === 'html_block') addHtml(token.content);
    if (token.type !== 'inline') return;
    for (const child of token.children ?? []) {
      if (child.type === 'html_inline') addHtml(child.content);
      const target = child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
      // markdown-it percent-encodes what it normalizes; the source holds the text as written.
      if (target !== null) links.push({ target, line: lineOf(safeDecode(target) ?? target) });
    }
  });
  return { links, anchors };
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Why a relative link from `file` is dead, or null when it resolves. */
function problem(root, file, target, anchorsOf) {
  const hashAt = target.indexOf('#');
  const pathPart = (hashAt === -1 ? target : target.slice(0, hashAt)).split('?')[0];
  const anchor = hashAt === -1 ? '' : safeDecode(target.slice(hashAt + 1));
  const decoded = safeDecode(pathPart);
  if (decoded === null || anchor === null) return 'cannot be decoded';
  // GitHub resolves `/x` from the repository's root and `x` from the linking file's folder.
  const resolved =
    decoded === ''
      ? path.join(root, file)
      : decoded.startsWith('/')
        ? path.join(root, decoded)
        : path.resolve(root, path.dirname(file), decoded);
  const relative = path.relative(root, resolved);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return 'outside the repository';
  if (!fs.existsSync(resolved)) return `no such file: ${relative}`;
  if (anchor === '' || !resolved.endsWith('.md') || !fs.statSync(resolved).isFile()) return null;
  return anchorsOf(resolved).has(anchor) ? null : `no heading or anchor "${anchor}" in ${relative}`;
}

/** Every dead relative link of the documentation under `root`: `{ file, line, target, reason }`. */
export function deadLinks(root) {
  const cache = new Map();
  const read = (absolute) => {
    if (!cache.has(absolute)) cache.set(absolute, readMarkdown(fs.readFileSync(absolute, 'utf8')));
    return cache.get(absolute);
  };
  const dead = [];
  let checked = 0;
  for (const file of documentationFiles(root)) {
    for (const { target, line } of read(path.join(root, file)).links) {
      if (SCHEME.test(target)) continue;
      checked += 1;
      const reason = problem(root, file, target, (absolute) => read(absolute).anchors);
      if (reason) dead.push({ file, line, target, reason });
    }
  }
  return { dead, checked };
}

function main() {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const files = documentationFiles(root);
  const { dead, checked } = deadLinks(root);
  if (dead.length > 0) {
    console.error(`Dead links (${dead.length} of ${checked}):`);
    for (const { file, line, target, reason } of dead) console.error(`  ${file}:${line}  ${target}  (${reason})`);
    process.exit(1);
  }
  console.log(`All ${checked} relative links in ${files.length} files resolve.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
