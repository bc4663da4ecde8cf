// ESLint 9 flat config. `npm run lint` = `eslint --max-warnings 0 .` (no type-aware rules: lint stays fast).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const reactHooksConfig =
  reactHooks.configs.flat?.['recommended-latest'] ??
  reactHooks.configs.flat?.recommended ??
  reactHooks.configs['recommended-latest'];

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
              message: 'Use the typed useAppDispatch / useAppSelector from @/app/hooks.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/app/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
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
    files: [
      'server/**/*.{ts,js,mjs,cjs}',
      'scripts/**/*.{js,mjs,cjs,ts}',
      'e2e/**/*.{ts,mjs,js}',
      'bench/**/*.mjs',
      '*.{js,mjs,cjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'babel.config.js'],
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
);
