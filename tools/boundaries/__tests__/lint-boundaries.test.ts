// Tests the repository's lint config itself: every fixture in ../fixtures is linted as if it were the
// file named on its first line (`// lint-as: <path>`), with the real eslint.config.mjs. Each wrong
// import must be reported on its line by the expected rule, and the allowed imports not at all.
// Jest runs with --experimental-vm-modules (package.json) because ESLint loads eslint.config.mjs with import().
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../../..');
const fixturesDir = path.resolve(__dirname, '../fixtures');

const PATHS = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

interface Expected {
  line: number;
  rule: string;
  /** a part of the message, so the right boundary is known to have fired */
  says?: string;
}

const REMOTE = 'must not import another remote, the shell';
const FEATURE = 'A feature must not import another feature';
const CONTRACTS_APP = 'contracts is framework-free and must not import an app';
const CONTRACTS_FRAMEWORK = 'contracts is framework-free (no React';
const API_PACKAGE = 'The API must not import a frontend package';

const wrong: Record<string, Expected[]> = {
  'remote-imports-remote.ts': [
    { line: 3, rule: PATHS, says: REMOTE },
    { line: 4, rule: PATHS, says: REMOTE },
  ],
  'dynamic-import.ts': [{ line: 3, rule: PATHS, says: REMOTE }],
  'require-call.ts': [{ line: 3, rule: PATHS, says: REMOTE }],
  'feature-imports-feature.tsx': [
    { line: 3, rule: PATHS, says: FEATURE },
    { line: 6, rule: PATHS, says: FEATURE },
  ],
  'feature-imports-app.ts': [
    { line: 3, rule: PATHS, says: 'A feature must not import src/app' },
    { line: 6, rule: PATHS, says: 'A feature must not import src/app' },
  ],
  'shared-folder-imports-feature.tsx': [{ line: 3, rule: PATHS, says: "shared folders must not import a feature" }],
  'production-imports-testing.ts': [{ line: 3, rule: PATHS, says: 'Only tests may import src/testing' }],
  'deep-import-shared.ts': [{ line: 3, rule: PATHS, says: 'by their public name' }],
  'contracts-imports-app.ts': [
    { line: 3, rule: PATHS, says: CONTRACTS_APP },
    { line: 4, rule: PATHS, says: CONTRACTS_APP },
  ],
  'contracts-imports-framework.ts': [
    { line: 3, rule: PATHS, says: CONTRACTS_FRAMEWORK },
    { line: 6, rule: PATHS, says: CONTRACTS_FRAMEWORK },
    { line: 7, rule: PATHS, says: CONTRACTS_FRAMEWORK },
  ],
  'shared-ui-imports-app.ts': [{ line: 3, rule: PATHS, says: 'shared-ui must not import an app' }],
  'api-imports-frontend.ts': [
    { line: 3, rule: PATHS, says: API_PACKAGE },
    { line: 4, rule: PATHS, says: API_PACKAGE },
    { line: 8, rule: PATHS, says: 'The API must not import a frontend library' },
  ],
  'cycle.ts': [{ line: 3, rule: CYCLE }],
};

const allowed = [
  'allowed-feature.tsx',
  'allowed-composition.tsx',
  'allowed-testing.tsx',
  'allowed-test-file.tsx',
  'allowed-shared.ts',
  'allowed-api.ts',
];

function readFixture(name: string) {
  const code = readFileSync(path.join(fixturesDir, name), 'utf8');
  const lintAs = /^\/\/ lint-as: (\S+)/.exec(code)?.[1];
  if (!lintAs) throw new Error(`${name} must start with "// lint-as: <path in the repository>"`);
  return { code, filePath: path.join(root, lintAs) };
}

/** Relative imports of a fixture that do not lead to a file (the fixture went stale after a move). */
function missingTargets(code: string, filePath: string): string[] {
  const specifiers = [...code.matchAll(/(?:from |import\(|require\()'(\.[^']*)'/g)].map((m) => m[1]);
  return specifiers.filter((specifier) => {
    const base = path.resolve(path.dirname(filePath), specifier);
    return !['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((ext) => existsSync(base + ext));
  });
}

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
});

async function lint(name: string) {
  const { code, filePath } = readFixture(name);
  expect(missingTargets(code, filePath)).toEqual([]);
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages;
}

describe('the boundary rules', () => {
  it.each(Object.keys(wrong))('report every wrong import in %s', async (name) => {
    const messages = await lint(name);
    expect(messages.map((m) => ({ line: m.line, rule: m.ruleId }))).toEqual(
      wrong[name].map(({ line, rule }) => ({ line, rule })),
    );
    for (const [i, { says }] of wrong[name].entries()) {
      if (says) expect(messages[i].message).toContain(says);
    }
  });

  it.each(allowed)('let the imports in %s pass', async (name) => {
    expect(await lint(name)).toEqual([]);
  });

  it('have a case for every fixture, and `npm run lint` ignores the fixtures', async () => {
    const files = readdirSync(fixturesDir).sort();
    expect(files).toEqual([...Object.keys(wrong), ...allowed].sort());
    for (const file of files) {
      expect(await eslint.isPathIgnored(path.join(fixturesDir, file))).toBe(true);
    }
  });
});
