// ESLint 9 flat config. `npm run lint` = `eslint --max-warnings 0 .` (no type-aware rules: lint stays fast).
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';

/*
 * The storefront's layers. Imports run one way only:
 *
 *   shared (src/components, src/utils, src/api, src/theme, src/sw, src/state)  →  src/entities  →  src/features  →  src/app
 *
 * - Shared parts import no feature and nothing of the app. The one exception is src/state, which
 *   names the app's RootState and AppDispatch types, type-only (erased at build, so no module of the
 *   app is loaded through it): zone `except` + `@typescript-eslint/no-restricted-imports` below.
 * - Entities (src/entities/product: the product's view model, snapshot, normalizer, reads and the
 *   small parts every screen draws it with) import shared parts only; features import them freely.
 *   They are what several features share, so that no feature imports another in a circle
 *   (.dependency-cruiser.cjs fails on a cycle between feature folders; `npm run lint` runs it).
 * - Features never import the app. One feature imports another only through that feature's public
 *   entry points: its endpoints (`*Api.ts`), its slice (`*Slice.ts`), and the files it lists in
 *   FEATURE_ENTRIES. Everything else in a feature folder is private to it.
 * - Production code never imports the test helpers (src/test). Tests (and src/test) may import any
 *   layer: they render the app around what they test.
 * - The app knows the reference server only through the wire types of server/src/contracts.ts
 *   (`import type … from '@server/contracts'`), so a field renamed there fails the app's typecheck.
 *   What the app, the server and the fake shop must agree on as code (the facet model, the review
 *   rules, the delivery texts, the intent parser …) lives in rules/ (`@rules/*`), which any layer
 *   may import and which imports nothing outside itself (its own block below).
 * - No import cycles (type-only imports excepted).
 */
// What each feature offers the others besides its *Api.ts and *Slice.ts (view-model types, widgets).
const FEATURE_ENTRIES = {
  auth: ['RequireAuth.tsx', 'signOut.ts', 'normalizers.ts'],
  cart: ['cartLine.ts', 'addNotice.ts', 'cartLineFor.ts', 'useAddFromCard.tsx', 'RememberedPincodeCheck.tsx'],
  delivery: ['PincodeCheck.tsx', 'DeliveryStatus.tsx', 'useDeliveryCheck.ts', 'pincode.ts', 'delivery.ts', 'deliveryTexts.ts'],
  offers: ['BestPriceHint.tsx', 'CartQuote.tsx', 'QuoteRows.tsx', 'quote.ts', 'useCartQuote.ts'],
  offline: ['OfflineNotice.tsx', 'useOfflineGuard.ts'],
  orders: ['order.ts', 'orderId.ts'],
  policies: ['companyDetails.ts'],
  'product-grid': ['ProductGrid.tsx', 'ProductResults.tsx'],
  'recently-viewed': ['RecentlyViewedRow.tsx', 'useRecordView.ts'],
  reviews: ['write/WriteReviewLink.tsx', 'RatingHeadline.tsx', 'ReviewsSection.tsx', 'useReviewsHead.ts', 'reviewsQuery.ts'],
  search: ['refine/useListingSearch.ts', 'refine/ListingRefineBar.tsx', 'refine/ActiveFilters.tsx', 'searchState.ts'],
  seo: ['SubjectHead.tsx', 'title/usePageTitle.ts'],
  'size-guide': ['SizeGuideButton.tsx'],
  'store-info': ['storeInfo.ts'],
  stock: ['NotifyMeButton.tsx', 'StockAlertsList.tsx', 'ShortLinesAlert.tsx', 'shortLines.ts'],
  support: ['ReportProblemButton.tsx'],
  wishlist: ['WishlistButton.tsx'],
};
const FEATURES_DIR = path.join(import.meta.dirname, 'src/features');
const features = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicFiles = (feature) => {
  // Paths inside the feature folder, sub-folders included (catalog/listing/ProductListScreen.tsx).
  const files = fs.readdirSync(path.join(FEATURES_DIR, feature), { recursive: true }).map((file) => file.split(path.sep).join('/'));
  const listed = FEATURE_ENTRIES[feature] ?? [];
  // A renamed or deleted entry must not leave a stale exception behind.
  for (const file of listed) if (!files.includes(file)) throw new Error(`FEATURE_ENTRIES: src/features/${feature}/${file} does not exist`);
  return [...files.filter((file) => /(^|\/)\w+(Api|Slice)\.ts$/.test(file)), ...listed];
};
const SHARED = ['src/components', 'src/utils', 'src/api', 'src/theme', 'src/sw'];
const layerZones = [
  {
    target: SHARED,
    from: ['src/entities', 'src/features', 'src/app', 'src/state'],
    message: 'Shared parts import no entity, no feature, no app and no state: move what both need into a shared folder.',
  },
  { target: 'src/state', from: ['src/entities', 'src/features'], message: 'The state layer imports no entity and no feature.' },
  {
    target: 'src/entities',
    from: ['src/features', 'src/app'],
    message: 'Entities import no feature and no app: they are what features share.',
  },
  {
    target: 'src/state',
    from: 'src/app',
    except: ['./store.ts'],
    message: 'The state layer knows the app only through the types of src/app/store.ts.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'Features never import the app: move what they need into src/state, src/utils or src/components.',
  },
  { target: 'src', from: 'src/test', message: 'Only tests import the test helpers.' },
  {
    target: 'src',
    from: 'server',
    except: ['./src/contracts.ts'],
    message: 'The app knows the server only through the wire types of server/src/contracts.ts; shared rules live in rules/ (@rules/*).',
  },
  ...features.map((feature) => ({
    target: `src/features/!(${feature})/**`,
    from: `src/features/${feature}`,
    except: publicFiles(feature).map((file) => `./${file}`),
    message: `Import the ${feature} feature only through its public entry points (*Api.ts, *Slice.ts, FEATURE_ENTRIES in eslint.config.mjs).`,
  })),
];

/*
 * The reference server's layers: the platform (server/src/platform: what every module needs) and
 * the modules (server/src/modules/<domain>), wired together by the files at server/src's top
 * (app.ts, index.ts, config.ts, seed.ts, contracts.ts, pages.ts, settingsDocs.ts).
 *
 * - The platform imports no module and no top file: modules plug into it, never the reverse.
 * - A module imports the platform, rules/ and another module only through that module's
 *   index.ts; a contract.ts may also import another module's contract.ts (wire shapes built on
 *   wire shapes, all of them TypeBox alone: the app's typecheck reads them). Everything else in a
 *   module folder is private to it.
 * - Modules import no top file: what they need comes through the app's context.
 * - The server imports nothing of the app.
 * (The server's tests may import any of it; server/test/lintZones.test.ts plants a violation.)
 */
const SERVER_MODULES_DIR = path.join(import.meta.dirname, 'server/src/modules');
const serverModules = fs
  .readdirSync(SERVER_MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_TOP = ['app.ts', 'index.ts', 'config.ts', 'seed.ts', 'contracts.ts', 'pages.ts', 'settingsDocs.ts'].map(
  (file) => `server/src/${file}`,
);
const serverZones = [
  {
    target: 'server/src/platform',
    from: ['server/src/modules', ...SERVER_TOP],
    message: 'The platform imports no module and no file of the composition: modules plug into it (docs/server-architecture.md).',
  },
  {
    target: 'server/src/modules',
    from: SERVER_TOP,
    message: 'A module imports no file of the composition (app.ts, config.ts, …): what it needs comes through the app’s context.',
  },
  ...serverModules.map((module) => ({
    target: `server/src/modules/!(${module})/**/!(contract).ts`,
    from: `server/src/modules/${module}`,
    except: ['./index.ts'],
    message: `Import the ${module} module only through its index.ts (docs/server-architecture.md).`,
  })),
  ...serverModules.map((module) => ({
    target: `server/src/modules/!(${module})/contract.ts`,
    from: `server/src/modules/${module}`,
    except: ['./index.ts', './contract.ts'],
    message: `A contract imports the ${module} module's contract.ts (its wire shapes) or its index.ts only.`,
  })),
  { target: 'server', from: 'src', message: 'The server imports nothing of the app.' },
];

// Imports that may bring types only (erased at build), never code.
const typesOnly = {
  server: {
    group: ['@server/*', '**/server/**', '!@emotion/server/**'],
    allowTypeImports: true,
    message: "The app may import the server's wire types only (import type from @server/contracts); shared rules come from @rules/*.",
  },
  app: {
    group: ['@/app/*', '**/app/*'],
    allowTypeImports: true,
    message: "The state layer may import the app's types only (import type).",
  },
};

const reactHooksConfig =
  reactHooks.configs.flat?.['recommended-latest'] ?? reactHooks.configs.flat?.recommended ?? reactHooks.configs['recommended-latest'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.output/**',
      'server/.data/**',
      'bench/.out/**',
      'bench/minimal/dist/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // The storefront (browser).
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooksConfig,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed useAppDispatch / useAppSelector from @/state/hooks.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/state/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },

  // The layers (see the top of this file).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (no-cycle walks them), and how it resolves `@/`.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests, and the test helpers (src/test, and a feature's own *TestServer beside its tests), may import any layer.
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/features/**/*TestServer.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [typesOnly.server] }] },
  },
  {
    // Tests may read the reference server's catalogue as data (every attribute a shopper can meet).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@emotion/)(?!.*/server/src/modules/catalog/seed(/|$))(@server/|.*/server/)',
              allowTypeImports: true,
              message: typesOnly.server.message,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/state/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [typesOnly.server, typesOnly.app] }] },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx'] },

  // The benchmark's yardstick app (bench/minimal): browser code like src/.
  {
    files: ['bench/minimal/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooksConfig,
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['bench/minimal/src/**/*.tsx'] },

  // Node: the reference server, scripts, e2e, the benchmark and the config files at the root.
  {
    files: ['server/**/*.{ts,js,mjs,cjs}', 'scripts/**/*.{js,mjs,cjs,ts}', 'e2e/**/*.{ts,mjs,js}', 'bench/**/*.mjs', '*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The server's layers (see serverZones above).
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'server/tsconfig.json' })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }] },
  },
  {
    // What the app, the server and the fake shop agree on: pure code that each of them bundles or
    // runs, so it depends on nothing (no package, nothing outside rules/) and knows no environment.
    files: ['rules/**/*.ts'],
    ignores: ['rules/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(?!\\.\\.?\\/)/], ImportExpression',
          message: 'rules/ depends on nothing: import only other files of rules/.',
        },
      ],
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
  },
  {
    files: ['rules/**/*.ts'],
    ignores: ['rules/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [{ target: 'rules', from: ['src', 'server', 'scripts', 'e2e', 'bench'], message: 'rules/ imports only rules/.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // Unit tests (jest).
  {
    files: [
      '**/*.{test,spec}.{ts,tsx}',
      '**/__tests__/**/*.{ts,tsx}',
      '**/__mocks__/**/*.{ts,tsx}',
      'src/test/**/*.{ts,tsx}',
      'server/test/**/*.ts',
    ],
    ignores: ['e2e/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  // The storefront's jest tests: testing-library's React rules (queries a shopper could make, awaited
  // async utilities) and jest-dom's (the matcher that says what is checked, for clearer failures).
  {
    ...testingLibrary.configs['flat/react'],
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}'],
  },
  { ...jestDom.configs['flat/recommended'], files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}'] },
);
