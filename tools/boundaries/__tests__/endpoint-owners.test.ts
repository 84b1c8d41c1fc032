// One owner per endpoint name: every module of every frontend package that injects endpoints into
// shared-ui's one API slice is loaded, each `injectEndpoints` call is recorded with the file that
// made it, and a name defined by two files fails. (RTK Query keeps the first definition of a name
// and ignores the second, so two remotes defining one name each get whichever loaded first.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** [file that called injectEndpoints, endpoint names] for every call on any slice createApi makes. */
const mockInjections: Array<[stack: string, names: string[]]> = [];

jest.mock('@reduxjs/toolkit/query/react', () => {
  const actual = jest.requireActual('@reduxjs/toolkit/query/react');
  const names = (endpoints: (build: unknown) => Record<string, unknown>) =>
    Object.keys(endpoints(new Proxy({}, { get: () => (definition: unknown) => definition })));
  const recording = (created: { injectEndpoints: (injection: unknown) => unknown }) => {
    const inject = created.injectEndpoints;
    created.injectEndpoints = (injection: unknown) => {
      mockInjections.push([new Error().stack ?? '', names((injection as { endpoints: (build: unknown) => Record<string, unknown> }).endpoints)]);
      return inject(injection);
    };
    return created;
  };
  return {
    ...actual,
    createApi: (options: unknown) => recording(actual.createApi(options)),
    // shared-ui builds its createApi from the modules (hooks that fetch while rendering on the server).
    buildCreateApi:
      (...modules: unknown[]) =>
      (options: unknown) =>
        recording(actual.buildCreateApi(...modules)(options)),
  };
});

const root = path.resolve(__dirname, '../../..');
const packages = ['shared-ui', 'shell', 'mfe-board', 'mfe-mypage', 'mfe-editorial', 'mfe-consulting', 'mfe-akiyabank'];


function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Files that call `<slice>.injectEndpoints(`. */
const injecting = packages
  .flatMap((pkg) => sourceFiles(path.join(root, pkg, 'src')))
  .filter((file) => /\.injectEndpoints\(/.test(readFileSync(file, 'utf8')))
  .map((file) => path.relative(root, file));

/** The repository file of the stack frame that called injectEndpoints. */
function caller(stack: string): string {
  const frame = stack
    .split('\n')
    .slice(1)
    .find((line) => line.includes(root) && !line.includes('node_modules') && !line.includes(__filename));
  const file = frame && /\((\/[^:)]+)|at (\/[^:)]+)/.exec(frame);
  return file ? path.relative(root, file[1] ?? file[2]) : '(unknown)';
}

describe('endpoint names', () => {
  const definedBy = new Map<string, string[]>();

  beforeAll(() => {
    // RTK Query logs a second definition of a name in development; the test reports duplicates itself.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const file of injecting) require(path.join(root, file));
    quiet.mockRestore();
    for (const [stack, names] of mockInjections) {
      const file = caller(stack);
      for (const name of names) definedBy.set(name, [...(definedBy.get(name) ?? []), file]);
    }
  });

  it('finds the modules that inject endpoints in every package', () => {
    expect(injecting).toEqual(expect.arrayContaining(['shared-ui/src/api/common-api.ts', 'shared-ui/src/api/users-api.ts']));
    for (const pkg of ['shell', 'mfe-board', 'mfe-mypage']) {
      expect(injecting.some((file) => file.startsWith(`${pkg}/`))).toBe(true);
    }
    // every such module was loaded and recorded under its own name
    const recorded = new Set([...definedBy.values()].flat());
    expect(injecting.filter((file) => !recorded.has(file))).toEqual([]);
  });

  it('each have one owner', () => {
    const twice = [...definedBy]
      .filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(twice)).toEqual({});
  });

  it('getUserPublic and lookupAddress are owned by shared-ui', () => {
    expect(definedBy.get('getUserPublic')).toEqual(['shared-ui/src/api/users-api.ts']);
    expect(definedBy.get('lookupAddress')).toEqual(['shared-ui/src/api/address-api.ts']);
  });
});
