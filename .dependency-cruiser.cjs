// Folder-level cycles between features (`npm run lint` runs it: `npm run lint:folders`).
// eslint's import-x/no-cycle sees cycles between modules only: catalog → cart → catalog through
// different files passes it, yet makes the two features one knot that neither can be read,
// moved or lazily loaded without the other. Here every feature (with all its sub-folders) and
// the product entity count as one node, and any cycle between them fails.
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
    // A feature with sub-folders (catalog/listing, catalog/product) is still one feature.
    collapse: '^src/(features|entities)/[^/]+',
  },
};
