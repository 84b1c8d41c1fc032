// One lint config for the monorepo. The boundary rules enforce the micro-frontend layout:
//   - no remote imports another remote or the shell; the shell imports no remote; what two apps
//     need goes to shared-ui or contracts (imported by their public names);
//   - inside a frontend package the flow is one way, shared -> features -> app: a feature imports
//     another feature only through the package's shared folders (src/components, src/hooks,
//     src/utils, src/config, src/api, src/testing, src/types, …), which import no feature;
//     src/app (and the entry files beside it) composes features; src/testing, which renders the
//     composed remote for integration tests, may import it, and only tests may import src/testing;
//   - contracts imports no framework and no app; shared-ui imports no app; api imports no frontend.
// They use eslint-plugin-import-x, which resolves every import form (import, export … from,
// import(), require(), import x = require()) to a file, so a relative path cannot slip past.
// tools/boundaries tests this config with fixture files.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

const apps = ['shell', 'mfe-board', 'mfe-mypage', 'mfe-editorial', 'mfe-consulting', 'mfe-akiyabank'];
const frontends = [...apps, 'shared-ui'];
const notFrontend = ['api', 'e2e', 'bench', 'scripts'];

/** npm packages that make code framework-bound; contracts may use none of them. */
const frameworks = [
  'react',
  'react-dom',
  'react-redux',
  'react-router',
  'react-router-dom',
  'redux',
  '@reduxjs',
  'leaflet',
  '@nestjs',
  'typeorm',
  'class-validator',
  'class-transformer',
  'rxjs',
  'fastify',
  '@fastify',
];
/** npm packages that only a browser app uses; the API may use none of them. */
const frontendLibraries = ['react', 'react-dom', 'react-redux', 'react-router', 'react-router-dom', '@reduxjs', 'leaflet'];
/** Where these packages resolve to: their own folder, or their types (`@types/react`) when the resolver prefers those. */
const inNodeModules = (names) => {
  const typed = names.filter((name) => !name.startsWith('@')).map((name) => `@types/${name}`);
  return [`**/node_modules/{${[...names, ...typed].join(',')}}/**`];
};

/** The features of a frontend package (src/features/<name>), read from disk so a new feature is covered. */
function featuresOf(pkg) {
  try {
    return readdirSync(path.join(root, pkg, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const appZones = apps.map((app) => ({
  target: app,
  from: [...apps.filter((other) => other !== app), ...notFrontend],
  message:
    'A micro-frontend must not import another remote, the shell or a server package. Move shared code to @akiya/shared-ui or @akiya/contracts.',
}));

const publicNameZones = [
  {
    target: apps,
    from: ['shared-ui/src', 'contracts/src'],
    except: ['./index.ts'],
    message: 'Import shared packages by their public name (@akiya/shared-ui, @akiya/contracts).',
  },
];

const layerZones = frontends.flatMap((pkg) => {
  const features = featuresOf(pkg);
  if (features.length === 0) return [];
  // src/app and the entry files beside it (remote-entry, bootstrap, index) compose the features.
  const composition = [`${pkg}/src/app/**`, `${pkg}/src/*.{ts,tsx}`];
  return [
    ...features.map((feature) => ({
      target: `${pkg}/src/features/${feature}`,
      from: `${pkg}/src/features`,
      except: [`./${feature}`],
      message: `A feature must not import another feature. Move what both need to ${pkg}/src/components, hooks, utils, api, config, types or testing; compose features in src/app.`,
    })),
    {
      target: `${pkg}/src/features/**`,
      from: composition,
      message: 'A feature must not import src/app or an entry file: the flow is shared -> features -> app.',
    },
    {
      // src/testing is excluded: it renders the composed remote for tests and only tests use it.
      target: `${pkg}/src/!(app|features|testing)/**`,
      from: [`${pkg}/src/features/**`, ...composition],
      message: "The package's shared folders must not import a feature, src/app or an entry file: the flow is shared -> features -> app.",
    },
    {
      target: `${pkg}/src/!(testing)/**/!(*.test).{ts,tsx}`,
      from: `${pkg}/src/testing/**`,
      message: 'Only tests may import src/testing.',
    },
  ];
});

const sharedPackageZones = [
  {
    target: 'contracts',
    from: [...frontends, ...notFrontend],
    message: 'contracts is framework-free and must not import an app or another package.',
  },
  {
    target: 'contracts',
    from: inNodeModules(frameworks),
    message: 'contracts is framework-free (no React, Redux, NestJS, TypeORM, class-validator…).',
  },
  {
    target: 'shared-ui',
    from: [...apps, ...notFrontend],
    message: 'shared-ui must not import an app.',
  },
  {
    target: 'api',
    from: [...frontends, 'e2e'],
    message: 'The API must not import a frontend package. Shared types and rules live in @akiya/contracts.',
  },
  {
    target: 'api',
    from: inNodeModules(frontendLibraries),
    message: 'The API must not import a frontend library.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.tmp/**',
      'bench/results/**',
      // Deliberately wrong imports, linted by tools/boundaries under virtual paths.
      'tools/boundaries/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'shared-ui/**/*.ts', 'shell/**/*.ts', 'mfe-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['**/*.tsx'],
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A choice card's label holds its text two spans deep (title and description under the radio).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads TypeScript files only with these (its `typescript` preset's settings)
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'tools/*/tsconfig.json'].map((p) => path.join(root, p)),
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // The one place every boundary is declared: a file matches several zones and each applies.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...appZones, ...publicNameZones, ...layerZones, ...sharedPackageZones],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
