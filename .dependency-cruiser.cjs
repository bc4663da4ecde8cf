// The import graph of the features and entities, for scripts/check-feature-cycles.mjs
// (`npm run lint:folders`, part of `npm run lint`), which fails on a cycle between features, each
// feature with its sub-folders one node. The rule here fails on a cycle between any two folders
// (sub-folders apart), e.g. catalog/listing ⇄ catalog/product.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycle',
      comment:
        'Features import each other one way only. Move what both need into src/entities (or a shared folder), ' +
        'or move the part that belongs to one feature into it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/(features|entities)/[^/]+' },
      to: { path: '^src/(features|entities)/[^/]+', circular: true },
    },
  ],
  options: {
    // Tests (and the test helpers) may import any layer: they render the app around what they test.
    exclude: { path: ['\\.test\\.tsx?$', '^src/test/', 'paymentTestServer\\.tsx$', 'node_modules'] },
    // Only the features and entities make the graph: the store's type-only view of the app is the
    // one sanctioned way back, and eslint's zones keep everything else one way.
    includeOnly: '^src/(features|entities)/',
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports tie features together as much as code does.
    tsPreCompilationDeps: true,
  },
};
