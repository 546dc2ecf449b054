// One ESLint config for the whole monorepo. The boundary rules encode docs/architecture.md, "The layers":
// contract <- api-client <- features -> ui-kit; apps/web -> features; apps/api -> contract.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * medibridge/no-raw-text: words a person reads are written through the package's `t()` (docs/decisions/0017),
 * never as bare JSX text or a bare string in a visible attribute, so each one has its Hindi.
 */
const VISIBLE_ATTRIBUTES = new Set([
  'submitLabel',
  'loadingLabel',
  'packageLabel',
  'serviceLabel',
  'genderLabel',
  'messageLabel',
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'lead',
  'hint',
  'description',
  'heading',
  'text',
  'emptyText',
  'chooseText',
  'noOptionsText',
  'loadingText',
  'closeLabel',
  'subtitle',
  'caption',
  'message',
]);
/** Words to translate: brand names (MediBridge, PhonePe) and units stay as they are in every language. */
const hasWords = (text) =>
  /[A-Za-z]{2,}/.test(text.replace(/MediBridge|Medi|Bridge|PhonePe|OTP|ICU|MB|KB/g, ''));
const medibridgePlugin = {
  rules: {
    'no-raw-text': {
      meta: {
        type: 'problem',
        messages: { raw: 'Visible text "{{text}}" must go through t() so it has its Hindi.' },
      },
      create(context) {
        return {
          JSXText(node) {
            if (hasWords(node.value))
              context.report({
                node,
                messageId: 'raw',
                data: { text: node.value.trim().slice(0, 40) },
              });
          },
          // A string in a JSX child or a visible attribute's expression, also as a branch of ?: or ??.
          JSXExpressionContainer(node) {
            const inChild = node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment';
            const inVisible =
              node.parent.type === 'JSXAttribute' &&
              node.parent.name.type === 'JSXIdentifier' &&
              VISIBLE_ATTRIBUTES.has(node.parent.name.name);
            if (!inChild && !inVisible) return;
            const strings = (e) =>
              !e
                ? []
                : e.type === 'Literal' && typeof e.value === 'string'
                  ? [e.value]
                  : e.type === 'ConditionalExpression'
                    ? [...strings(e.consequent), ...strings(e.alternate)]
                    : e.type === 'LogicalExpression'
                      ? strings(e.right)
                      : [];
            const found =
              node.expression.type === 'Literal' && inVisible ? [] : strings(node.expression);
            for (const text of found)
              if (hasWords(text))
                context.report({ node, messageId: 'raw', data: { text: text.slice(0, 40) } });
          },
          JSXAttribute(node) {
            const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
            const value = node.value;
            if (!VISIBLE_ATTRIBUTES.has(name) || !value) return;
            const literal =
              value.type === 'Literal'
                ? value.value
                : value.type === 'JSXExpressionContainer' && value.expression.type === 'Literal'
                  ? value.expression.value
                  : value.type === 'JSXExpressionContainer' &&
                      value.expression.type === 'TemplateLiteral'
                    ? value.expression.quasis.map((q) => q.value.cooked).join(' ')
                    : null;
            if (typeof literal === 'string' && hasWords(literal))
              context.report({ node, messageId: 'raw', data: { text: literal.slice(0, 40) } });
          },
        };
      },
    },
  },
};

/** Packages whose screens are translated: their visible texts go through t(). */
const TRANSLATED = [
  'packages/ui-kit',
  'apps/web',
  'packages/auth',
  'packages/enquiries',
  'packages/packages-search',
  'packages/appointments',
  'packages/pharmacy',
  'packages/staff',
];

/** Every package's declared second entries (`exports` other than `.`, e.g. `@medibridge/contract/hi`): public too. */
const declaredEntries = readdirSync(new URL('./packages/', import.meta.url)).flatMap((dir) => {
  const pkg = JSON.parse(
    readFileSync(new URL(`./packages/${dir}/package.json`, import.meta.url), 'utf8'),
  );
  return Object.keys(pkg.exports ?? {})
    .filter((entry) => entry !== '.')
    .map((entry) => `!${pkg.name}/${entry.replace(/^\.\//, '')}`);
});
const features = ['auth', 'enquiries', 'packages-search', 'appointments', 'pharmacy', 'staff'];
const ours = (name) => `@medibridge/${name}`;

/**
 * The web side (api-client, ui-kit, features, the shell) uses contract's runtime core only: the zod schemas
 * would put ~58 KiB and a CSP-breaking `Function('')` probe on a screen (docs/decisions/0021).
 */
const noSchemas = {
  group: ['@medibridge/contract/schemas'],
  message:
    "The web app uses @medibridge/contract (zod-free): take a call's path from endpointPath and its types with import type.",
};

/**
 * API modules have walls: another module (or the app, a plugin, the seed) imports a module only through its
 * folder's index.ts, never one of its files (docs/architecture.md, "An API module").
 */
const API_MODULES = readdirSync(new URL('./apps/api/src/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiModuleWall = {
  regex: `^(?:\\.\\.?/)+(?:modules/)?(?:${API_MODULES.join('|')})/.+`,
  message:
    "Import another API module through its index.ts only (e.g. '../accounts', not '../accounts/service').",
};

/**
 * The API's layers below the modules: db/ (schema, client, migrations) imports nothing else of the API, and
 * neither modules nor lib/ import the seed (demo data is the seed's, run by the database plugin and scripts).
 */
const API_TOP_LEVEL = readdirSync(new URL('./apps/api/src/', import.meta.url))
  .map((name) => name.replace(/\.ts$/, ''))
  .filter((name) => name !== 'db' && !name.includes('.'));
const dbWall = {
  regex: `^(?:\\.\\./)+(?:${API_TOP_LEVEL.join('|')})(?:/|$)`,
  message: 'db/ holds schema, client and migrations and imports nothing above it.',
};
const seedWall = {
  regex: '^(?:\\.\\./)+seed(?:/|$)',
  message:
    'Modules and lib/ hold logic only: demo and seed data stay in src/seed (tests may read it).',
};

/**
 * Queries live in repository files (docs/architecture.md, "An API module"): in apps/api only a repository
 * (`repository.ts`, `*Repository.ts`), db/, the seed and tests import drizzle-orm or the schema. A rule of its
 * own (typescript-eslint's copy of no-restricted-imports), so it adds to the walls above instead of replacing
 * them.
 */
const QUERIES_IN_REPOSITORIES =
  "Queries live in a repository file: move this query into the module's repository.ts (or a <thing>Repository.ts beside this file) and call that function from here; rules stay here.";
const queryWall = {
  files: ['apps/api/**/*.ts'],
  ignores: [
    'apps/api/**/repository.ts',
    'apps/api/**/*Repository.ts',
    'apps/api/src/db/**',
    'apps/api/src/seed/**',
    'apps/api/**/*.test.ts',
    'apps/api/src/test/**',
    // The crash test kills a server mid-write and then reads the tables themselves to check what survived.
    'apps/api/scripts/crashtest.ts',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['drizzle-orm', 'drizzle-orm/*'], message: QUERIES_IN_REPOSITORIES },
          { regex: '(?:^|/)db/schema(?:/|$)', message: QUERIES_IN_REPOSITORIES },
        ],
      },
    ],
  },
};

/** Imports a package may not make: other packages' internals always, plus the listed packages. */
const restrict = (forbidden, message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            '@medibridge/*/src',
            '@medibridge/*/src/*',
            '@medibridge/*/*',
            ...declaredEntries,
          ],
          message: 'Import a package only through its public entry, never its files.',
        },
        {
          group: ['react-router-dom'],
          importNames: ['Link', 'NavLink'],
          message:
            "Use ui-kit's Link and NavLink: React Router's carry the data router's machinery into the shell (docs/decisions/0035).",
        },
        ...(forbidden.length ? [{ group: forbidden.map(ours), message }] : []),
        ...extra,
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/coverage/**',
      'apps/api/drizzle/**',
      'e2e/artifacts/**',
      'scripts/lint-fixtures/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // Dependencies are not ours to cycle-check (parsing pglite's minified chunks only makes noise).
      'import-x/ignore': ['node_modules'],
      // The resolver-next interface: the legacy `import-x/resolver` setting crashes on ESM-only packages.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: 'No focused tests.' },
        { object: 'it', property: 'only', message: 'No focused tests.' },
        { object: 'test', property: 'only', message: 'No focused tests.' },
      ],
      ...restrict([], ''),
    },
  },
  {
    files: ['packages/contract/**'],
    rules: restrict(
      ['api-client', 'ui-kit', ...features, 'web', 'api'],
      'contract is the bottom layer: it imports no other package of ours.',
    ),
  },
  {
    files: ['packages/api-client/**', 'packages/ui-kit/**'],
    rules: restrict(
      [...features, 'web', 'api', ...['api-client', 'ui-kit']],
      'api-client and ui-kit depend only on contract.',
      [noSchemas],
    ),
  },
  ...features.map((feature) => ({
    files: [`packages/${feature}/**`],
    rules: restrict(
      [...features.filter((f) => f !== feature), 'web', 'api'],
      'A feature package never imports another feature package: link by a path from @medibridge/contract, or open a modal by name.',
      [noSchemas],
    ),
  })),
  {
    files: ['apps/web/**'],
    rules: restrict([], '', [noSchemas]),
  },
  {
    files: ['apps/api/**'],
    rules: restrict(
      ['api-client', 'ui-kit', ...features, 'web'],
      'apps/api depends only on @medibridge/contract.',
      [apiModuleWall],
    ),
  },
  {
    files: ['apps/api/src/db/**'],
    rules: restrict(
      ['api-client', 'ui-kit', ...features, 'web'],
      'apps/api depends only on @medibridge/contract.',
      [apiModuleWall, dbWall],
    ),
  },
  {
    files: ['apps/api/src/modules/**', 'apps/api/src/lib/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      ['api-client', 'ui-kit', ...features, 'web'],
      'apps/api depends only on @medibridge/contract.',
      [apiModuleWall, seedWall],
    ),
  },
  queryWall,
  {
    // A room a person can hold: an API module file past 400 lines is split by concern (docs/architecture.md).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Endpoint names are global and RTK keeps the first silently: every injection asks RTK to throw instead.
    files: ['packages/**/*.ts', 'packages/**/*.tsx', 'apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='injectEndpoints']:not(:has(ObjectExpression > Property[key.name='overrideExisting']))",
          message:
            "Pass overrideExisting: 'throw' to injectEndpoints: a duplicate endpoint name must fail, not be dropped.",
        },
      ],
    },
  },
  {
    files: TRANSLATED.map((dir) => `${dir}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/test/**', '**/testUtils.tsx', '**/testing.tsx'],
    plugins: { medibridge: medibridgePlugin },
    rules: { 'medibridge/no-raw-text': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
