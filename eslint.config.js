import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The folders of a feature layer (client/features, server/modules), each a feature that
 * others reach only through its public index.ts.
 */
const featuresOf = (layer) =>
  readdirSync(new URL(`./${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A feature's public face: its index.ts, or index.tsx (a feature may have both). */
const publicIndexes = (feature) => [`./${feature}/index.ts`, `./${feature}/index.tsx`];

/** One zone per feature: the rest of its layer is off limits but for each public index. */
const featureZones = (layer) => {
  const features = featuresOf(layer);
  return features.map((feature) => ({
    target: `./${layer}/${feature}`,
    from: `./${layer}`,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).flatMap(publicIndexes),
    ],
    message: `Another feature is reached through its index.ts only (docs/architecture.md, "Boundaries").`,
  }));
};

/** Where the features are composed (client/app, server/app.ts): each only through its index. */
const compositionZone = (target, layer) => ({
  target,
  from: `./${layer}`,
  except: featuresOf(layer).flatMap(publicIndexes),
  message: `The app composes a feature through its index.ts only (docs/architecture.md, "Boundaries").`,
});

const sharedNeverImportsFeatures = (targets, features) => ({
  target: targets,
  from: features,
  message: 'Shared code never imports a feature: move the part it needs into shared code.',
});

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Our imports name files with their extension: Node's own resolution finds them.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Packages are not ours to check for cycles, and parsing them costs minutes.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify's plugins and hooks are async by contract (a promise instead of `done`),
      // with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // React's event props take a handler whose promise React ignores: react-hook-form's
      // handleSubmit(...) is the usual case. Everywhere else a promise where void is
      // expected is still an error.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Imports flow one way: common <- server, common <- client.
            { target: './common', from: ['./server', './client'] },
            { target: './client', from: './server' },
            { target: './server', from: './client' },
            ...featureZones('client/features'),
            ...featureZones('server/modules'),
            compositionZone(['./client/app', './client/*.{ts,tsx}'], 'client/features'),
            compositionZone('./server/!(*.test).ts', 'server/modules'),
            sharedNeverImportsFeatures(
              ['./client/components', './client/lib', './client/config', './client/testing'],
              './client/features',
            ),
            sharedNeverImportsFeatures(
              [
                './server/lib',
                './server/db',
                './server/integrations',
                './server/plugins',
                './server/sandbox',
              ],
              './server/modules',
            ),
            // The vendor sandboxes (outside production, without credentials) are wired in by
            // each vendor's composition root, server/integrations/<vendor>/index.ts; tests may
            // import them too.
            {
              target: [
                './server/modules/**/!(*.test).ts',
                './server/integrations/**/!(index|*.test).ts',
              ],
              from: './server/sandbox',
              message:
                'Only server/integrations/<vendor>/index.ts picks a sandbox (docs/architecture.md, "Boundaries").',
            },
            // Test code (server/testing/: the test app, factories, fakes/<vendor>/) is for
            // tests and their kits only (*.test.ts, a module's testing.ts, the security
            // suites' route-calls.ts and fuzz-pass.ts): product code never imports it.
            {
              target: [
                './server/!(*.test).ts',
                './server/!(testing|security)/**/!(*.test|testing).ts',
                './server/security/!(*.test|route-calls|fuzz-pass).ts',
              ],
              from: './server/testing',
              message:
                'server/testing is for tests only: product code never imports it (docs/architecture.md, "Boundaries").',
            },
          ],
        },
      ],
    },
  },
  {
    // Cycles are looked for in product code; a test importing its subject closes none.
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read answers as untyped JSON on purpose (`response.json()` is `any`): what they
    // assert is the shape the client would see.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'resilience/**', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(mock.method).toHaveBeenCalled…() reads a mock, never calls it unbound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
