// One lint for the whole tree: TypeScript's recommended rules plus the seams of the design
// (which part may import which, where the environment is read, how files are named).
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-marketing', 'mf-checkout', 'mf-blog', 'mf-admin'];
const FRONT_ENDS = ['shell', ...REMOTES];
const SERVICES = ['core-service', 'bff-public', 'bff-admin', 'gateway'];

/** Import patterns that reach into another part's folder, however many `../` it takes. */
const partPatterns = (parts) => parts.flatMap((part) => [part, `${part}/*`, `**/${part}/*`, `**/${part}`]);

const BROWSER_ONLY = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  '@tanstack/*',
  '@stripe/*',
  '@fresh-pouf/ui',
  '@fresh-pouf/ui/*',
  '@fresh-pouf/api-client',
  '@fresh-pouf/api-client/*',
  '@fresh-pouf/remote-kit',
  '@fresh-pouf/remote-kit/*',
];
const SERVER_ONLY = [
  'express',
  'sequelize',
  'pg',
  'stripe',
  'postmark',
  'jsonwebtoken',
  'bcryptjs',
  'speakeasy',
  '@fresh-pouf/server-kit',
  '@fresh-pouf/server-kit/*',
  'node:*',
];

function restrictImports(patterns, message, paths = []) {
  return ['error', { patterns: [{ group: patterns, message }], paths }];
}

/**
 * The parts whose browser -> BFF calls are all described in packages/contracts (bff-api) and made
 * through api-client's typed client (`callRoute`, `sendRoute`) or registered from the description
 * (server-kit's `bffRouteServer`). In them no `/api/` path is written by hand, and no front end
 * calls `fetch` or the untyped `apiRequest` itself. Add a part here once all its calls go the new way.
 */
const DESCRIBED_API_PARTS = [
  'core-service',
  'gateway',
  'bff-admin',
  'bff-public',
  'shell',
  'mf-admin',
  'mf-marketing',
  'mf-blog',
  'mf-checkout',
  'packages/remote-kit',
];
/** The described parts that run in a browser (remote-kit: the remotes' shared page code and server actions). */
const BROWSER_PARTS = [...FRONT_ENDS, 'packages/remote-kit'];
const DESCRIBED_FRONT_ENDS = DESCRIBED_API_PARTS.filter((part) => FRONT_ENDS.includes(part));
const API_PATH = String.raw`^\/api(\/|$)`;
const API_PATH_MESSAGE =
  'Browser -> BFF paths are described once, in packages/contracts/src/bff-api: use the route (its `path`, `bffUrl`, `callRoute`).';
const RAW_FETCH_MESSAGE =
  "Call a BFF through the typed client (callRoute / sendRoute with the route from '@fresh-pouf/contracts').";
const UNTYPED_CALLS = [{ name: '@fresh-pouf/api-client', importNames: ['apiRequest'], message: RAW_FETCH_MESSAGE }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.release-test-src/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  // Migrations sort by their number first.
  { files: ['**/db/migrations/*.ts'], rules: { 'check-file/filename-naming-convention': 'off' } },
  // The environment is read once per workspace, in its config.ts.
  {
    files: [...[...SERVICES, ...FRONT_ENDS].map((p) => `${p}/src/**/*.{ts,tsx}`), 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/config.ts', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: "Read the environment in this workspace's config.ts only." },
      ],
    },
  },
  // Front ends: React in the browser; no server code, no other front end's files.
  ...FRONT_ENDS.map((part) => ({
    files: [`${part}/src/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictImports(
        [...SERVER_ONLY, ...partPatterns([...FRONT_ENDS, ...SERVICES].filter((p) => p !== part))],
        'A front end imports only its own files and the shared packages (a remote owns its code; the shell loads remotes at run time).',
        DESCRIBED_FRONT_ENDS.includes(part) ? UNTYPED_CALLS : [],
      ),
    },
  })),
  // Services: no browser packages, and no other service's files (they talk over HTTP).
  ...SERVICES.map((part) => ({
    files: [`${part}/src/**/*.ts`],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        [...BROWSER_ONLY, ...partPatterns([...FRONT_ENDS, ...SERVICES].filter((p) => p !== part))],
        'A service imports only its own files and the shared server packages; other parts are reached over HTTP.',
      ),
    },
  })),
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        [...BROWSER_ONLY, ...SERVER_ONLY, ...partPatterns([...FRONT_ENDS, ...SERVICES])],
        'contracts is shared by browser and servers: zod and plain TypeScript only.',
      ),
    },
  },
  {
    files: ['packages/server-kit/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        [...BROWSER_ONLY, ...partPatterns([...FRONT_ENDS, ...SERVICES])],
        'server-kit serves the Node services only.',
      ),
    },
  },
  {
    files: ['packages/{ui,api-client,remote-kit}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictImports(
        [...SERVER_ONLY, ...partPatterns([...FRONT_ENDS, ...SERVICES])],
        'Browser packages import no server code and no part.',
      ),
    },
  },
  // remote-kit's server actions call bff-public as the pages do: through the typed client only.
  {
    files: ['packages/remote-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        [...SERVER_ONLY, ...partPatterns([...FRONT_ENDS, ...SERVICES])],
        'Browser packages import no server code and no part.',
        UNTYPED_CALLS,
      ),
    },
  },
  // No hand-written `/api/` path where the calls are described (tests, e2e and benches may write
  // the URLs they expect out: a test states what a caller sees), and no raw fetch in a front end.
  ...DESCRIBED_API_PARTS.map((part) => ({
    files: [`${part}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${API_PATH}/]`, message: API_PATH_MESSAGE },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${API_PATH}/]`,
          message: API_PATH_MESSAGE,
        },
        ...(BROWSER_PARTS.includes(part)
          ? [
              {
                selector: "MemberExpression[object.name=/^(window|self|globalThis)$/][property.name='fetch']",
                message: RAW_FETCH_MESSAGE,
              },
            ]
          : []),
      ],
      ...(BROWSER_PARTS.includes(part)
        ? { 'no-restricted-globals': ['error', { name: 'fetch', message: RAW_FETCH_MESSAGE }] }
        : {}),
    },
  })),
  // Test helpers and fakes serve tests only: shipped code that imported them would carry test
  // doubles into production. Its own rule name, so that each part's import boundaries above stand.
  // The deploy rehearsal drives a staging copy with a fake Postmark on purpose.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.spec.ts',
      '**/test/**',
      '**/testing/**',
      'e2e/**',
      'scripts/**',
      'packages/deploy/src/rehearsal/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports(
        [
          '@fresh-pouf/remote-kit/testing',
          '@fresh-pouf/remote-kit/testing/*',
          '@fresh-pouf/test-fakes',
          '@fresh-pouf/test-fakes/*',
        ],
        'Test helpers and fakes are for tests (*.test.ts, test/, testing/, e2e/, scripts/), never production code.',
      ),
    },
  },
  // Tests may use Node (servers, sockets) whatever they test; bench scripts run code in the page too.
  {
    files: [
      'e2e/**/*.ts',
      '**/*.test.{ts,tsx}',
      '**/testing/**/*.{ts,tsx}',
      '**/test/**/*.{ts,tsx}',
      'scripts/**/*.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/src/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // A BFF test starts a real core only through core-service's published test entry
  // ('core-service/testing'), and takes third-party fakes from @fresh-pouf/test-fakes: never
  // another part's sources, which would tie its tests to that part's insides.
  {
    files: [
      'bff-public/src/**/*.test.ts',
      'bff-public/src/testing/**/*.ts',
      'bff-admin/src/**/*.test.ts',
      'bff-admin/src/testing/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': restrictImports(
        [
          ...partPatterns(FRONT_ENDS),
          '**/core-service/src',
          '**/core-service/src/**',
          '**/bff-public/src/**',
          '**/bff-admin/src/**',
          '**/gateway/src/**',
        ],
        "A BFF test reaches core through 'core-service/testing' and the fakes through '@fresh-pouf/test-fakes', never another part's src.",
      ),
    },
  },
);
