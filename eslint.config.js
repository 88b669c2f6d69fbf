import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The web's import bans; repeated in each feature block because a later `no-restricted-imports` replaces an earlier one. */
const WEB_BANS = ['@benefit-store/api*', '**/apps/api/**', 'drizzle-orm*', 'fastify*'];
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Known imports from one web feature into another, kept until those features are reshaped
 * (features/<a>: the other features it may still import). New cross-feature imports are refused.
 */
const FEATURE_EXCEPTIONS = {
  // None today. Example of an exception: cart: ['plans'], // cart/x.tsx uses plans/y until <reason>
};

/** The API's modules (apps/api/src/modules/<area>/), each a folder. */
const API_MODULES = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * An API module reaches another only through its index.ts (docs/decisions/0109): `../<other>` and
 * `../<other>/index` pass; `../<other>/<file>` is refused, and so are `../../<other>/<file>` and
 * `../../modules/<other>/<file>`. apps/api/test/module-boundaries.test.ts checks the same on
 * resolved paths, and that no module loop forms, however long.
 */
function apiModuleBoundary(module) {
  const others = API_MODULES.filter((other) => other !== module);
  const intoAnother = {
    regex: `^(\\./)?(\\.\\./)+((src/)?modules/)?(${others.join('|')})/(?!index(\\.[jt]s)?$).+`,
    message: "An API module reaches another only through its index.ts: import from '../<module>/index' (docs/decisions/0109).",
  };
  const drizzle = { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only *.repository.ts files touch Drizzle (STYLE.md).' };
  const files = [`apps/api/src/modules/${module}/**/*.ts`];
  const talksToData = ['**/*.repository.ts', '**/*.test.ts'].map((pattern) => `apps/api/src/modules/${module}/${pattern}`);
  return [
    { files, rules: { 'no-restricted-imports': ['error', { patterns: [intoAnother] }] } },
    { files, ignores: talksToData, rules: { 'no-restricted-imports': ['error', { patterns: [intoAnother, drizzle] }] } },
  ];
}

/** A web feature may not import another feature (by alias or by a relative path climbing out of it). */
function featureBoundary(feature) {
  const allowed = FEATURE_EXCEPTIONS[feature] ?? [];
  const others = WEB_FEATURES.filter((other) => other !== feature && !allowed.includes(other));
  return {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: WEB_BANS, message: 'The web never imports the API, its database or its server.' },
            {
              group: others.flatMap((other) => [
                `@/features/${other}`,
                `@/features/${other}/**`,
                `**/features/${other}`,
                `**/features/${other}/**`,
              ]),
              message: 'A web feature may not import another feature: move the shared part to components/, lib/ or the domain.',
            },
            {
              group: others.flatMap((other) => [`../../${other}`, `../../${other}/**`, `../../../${other}`, `../../../${other}/**`]),
              message: 'A web feature may not import another feature: move the shared part to components/, lib/ or the domain.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'e2e/.screenshots/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Dependency law (STYLE.md): the domain is pure; the web never imports the API.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['fastify*', '@fastify/*', 'drizzle-orm*', 'pg', 'react*', '@benefit-store/api*', '@benefit-store/web*', 'node:*'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: WEB_BANS }],
    },
  },
  ...WEB_FEATURES.map(featureBoundary),
  // The database layer (schema, seed, migrations runner) and lib/ sit below the modules and never import them.
  {
    files: ['apps/api/src/db/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**'],
              message: 'apps/api/src/db and apps/api/src/lib must not import apps/api/src/modules.',
            },
          ],
        },
      ],
    },
  },
  // API modules talk through each other's index.ts; only their repositories (and tests) touch Drizzle.
  ...API_MODULES.flatMap(apiModuleBoundary),
  // The API's test files share one module graph (vitest `isolate: false`, docs/decisions/0067): a
  // module mocked, a global stubbed or an environment variable changed in one file would leak into the next.
  {
    files: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share their modules (docs/decisions/0067): inject a clock, a key or a provider instead.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message: 'API test files share their modules (docs/decisions/0067): pass settings to loadEnv or the app instead.',
        },
      ],
    },
  },
  // The web's and the domain's test files share one module graph too (docs/decisions/0107): a module mocked in one
  // file would stay mocked, or stay real, for the files after it.
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Web and domain test files share their modules (docs/decisions/0107): stub the call with fetch-stub, or pass the part in.',
        })),
      ],
    },
  },
  // Type-checked rules (typescript-eslint): promises awaited or handled, exhaustive switches, no needless casts.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/api/test/**/*.ts', 'packages/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
);
