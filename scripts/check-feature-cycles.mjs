#!/usr/bin/env node
/**
 * `npm run lint` (lint:folders): no cycle between features. Each feature folder under
 * src/features, with all its sub-folders, is one node (and each entity under src/entities);
 * any circle of imports between them fails, type-only imports included. eslint's
 * import-x/no-cycle sees module cycles only: catalog/listing → search → catalog/product passes it,
 * yet ties the two features into one knot that neither can be read, moved or loaded without.
 *
 * dependency-cruiser builds the import graph (resolving `@/` through tsconfig; options in
 * .dependency-cruiser.cjs, whose own folder rule catches cycles between any two folders).
 * Its folder rule sees sub-folders as folders of their own, so the grouping by feature and the
 * search for strongly connected components (Tarjan's) are done here.
 *
 * Prints each cycle with one import per step and exits 1; exits 0 when the features form a
 * one-way graph. Usage: node scripts/check-feature-cycles.mjs [repository root]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FEATURE = /^src\/(features|entities)\/[^/]+/;

/** `[from, to, file, imported]` imports between two different features. */
export function featureEdges(modules) {
  const edges = [];
  for (const module of modules) {
    const from = FEATURE.exec(module.source)?.[0];
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = FEATURE.exec(dependency.resolved)?.[0];
      if (to && to !== from) edges.push([from, to, module.source, dependency.resolved]);
    }
  }
  return edges;
}

/** The groups of features that import each other in a circle (strongly connected components). */
export function featureCycles(edges) {
  const next = new Map();
  for (const [from, to] of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from).add(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const other of next.get(node)) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node), low.get(other)));
      } else if (onStack.has(other)) low.set(node, Math.min(low.get(node), index.get(other)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  let json;
  try {
    json = execFileSync(process.execPath, [bin, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // depcruise exits with the number of errors its own rule found; the graph is still printed.
    if (!error.stdout) throw error;
    json = error.stdout;
  }
  const { modules, summary } = JSON.parse(json);
  const edges = featureEdges(modules);
  const cycles = featureCycles(edges);
  const folderErrors = summary.violations.filter((violation) => violation.rule.severity === 'error');
  if (cycles.length === 0 && folderErrors.length === 0) {
    console.log(
      `No cycle between ${new Set(edges.flatMap(([from, to]) => [from, to])).size} features and entities (${edges.length} imports between them).`,
    );
  } else {
    for (const group of cycles) {
      console.error(`Features that import each other in a circle: ${group.join(', ')}`);
      for (const [from, to, file, imported] of edges) {
        if (group.includes(from) && group.includes(to)) console.error(`  ${from} → ${to}: ${file} imports ${imported}`);
      }
    }
    for (const violation of folderErrors)
      console.error(
        `Folders in a circle: ${violation.cycle?.map((step) => step.name ?? step).join(' → ') ?? `${violation.from} → ${violation.to}`}`,
      );
    console.error('Move what both need into src/entities (or a shared folder), or the part that belongs to one feature into it.');
    process.exitCode = 1;
  }
}
