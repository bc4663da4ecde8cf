#!/usr/bin/env node
/**
 * `npm run lint` (lint:case): no two paths tracked by git differ only in letter case. On a
 * case-insensitive file system (macOS, Windows) `paymentForm.ts` and `PaymentForm.tsx` are the
 * same name to `import './paymentForm'`, so which one loads depends on the machine; two files
 * whose whole paths differ only in case cannot even both be checked out there.
 *
 * Compared: every tracked path and every folder above it, without its last extension
 * (`a/Foo.tsx` and `a/foo.ts` clash, `a/foo.test.ts` and `a/Foo.tsx` do not).
 *
 * Prints each clash as `  spelling · other spelling` and exits 1; exits 0 when there is none.
 *
 * Usage: node scripts/check-case-clash.mjs [repository root; default: this repository]
 *
 * Written here because the linters we use look at import specifiers, not at the tree, and the
 * check is a dozen lines over `git ls-files`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Groups of spellings that differ only in case, each group sorted, the groups sorted. */
export function caseClashes(files) {
  const spellings = new Map();
  const add = (name) => {
    const key = name.toLowerCase();
    if (!spellings.has(key)) spellings.set(key, new Set());
    spellings.get(key).add(name);
  };
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) add(parts.slice(0, depth).join('/') + '/');
    const extension = path.posix.extname(file);
    add(extension ? file.slice(0, -extension.length) : file);
  }
  return [...spellings.values()]
    .filter((names) => names.size > 1)
    .map((names) => [...names].sort())
    .sort((a, b) => a[0].localeCompare(b[0]));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const clashes = caseClashes(files);
  if (clashes.length === 0) {
    console.log(`No two of ${files.length} tracked files differ only in case.`);
  } else {
    console.error('Names that differ only in case (one file on a case-insensitive file system):');
    for (const names of clashes) console.error(`  ${names.join(' · ')}`);
    process.exitCode = 1;
  }
}
