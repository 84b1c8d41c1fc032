import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as DesignSystem from '@akiya/shared-ui';
import { createInstance } from '@module-federation/enhanced/runtime';
import { ruleFor, sharedOption } from './runtime-instance';
import { loadRemoteApp, preloadRemoteApp, registerRemoteEntries } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ createInstance: jest.fn() }));
// The router's shared names (an ES module file of the build tools): the package's, for Jest.
jest.mock('../../../../tools/webpack/shared/react-router-dom.mjs', () => jest.requireActual('react-router-dom'));

const runtime = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ default: () => null })),
  preloadRemote: jest.fn(async () => undefined),
};
const created = createInstance as unknown as jest.Mock;
created.mockImplementation(() => runtime);

const rules = {
  react: { singleton: true, strictVersion: true, requiredVersion: '^19.3.0', version: '19.3.1' },
  'react/': { singleton: true, strictVersion: true, requiredVersion: '^19.3.0', version: '19.3.1' },
  'react-dom': { singleton: true, strictVersion: true, requiredVersion: '^19.3.0', version: '19.3.1' },
  '@akiya/shared-ui': { singleton: true, strictVersion: true, requiredVersion: '^0.2.0', version: '0.2.0' },
};

describe('the shell\'s shared libraries', () => {
  it('takes a sub-path\'s rule from its folder (react/jsx-runtime from react/), a scoped name whole', () => {
    expect(ruleFor('react/jsx-runtime', rules)?.version).toBe('19.3.1');
    expect(ruleFor('@akiya/shared-ui', rules)?.requiredVersion).toBe('^0.2.0');
    expect(ruleFor('react-redux', rules)).toBeUndefined();
  });

  it('hands the remotes the modules the shell runs, with the version and rule of its build', () => {
    const shared = sharedOption(rules) as Record<string, { version: string; shareConfig: { singleton: boolean; strictVersion: boolean }; lib: () => unknown }>;
    expect(Object.keys(shared).sort()).toEqual(['@akiya/shared-ui', 'react', 'react-dom', 'react/jsx-runtime']);
    expect(shared.react.shareConfig).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: '^19.3.0' });
    expect((shared.react.lib?.() as typeof React).useState).toBe(React.useState);
    expect((shared['react-dom'].lib?.() as typeof ReactDom).createPortal).toBe(ReactDom.createPortal);
    // Given as loaded: a remote built against a shared-ui the shell's does not satisfy is refused, not given its own.
    expect((shared['@akiya/shared-ui'].lib() as typeof DesignSystem).createAppStore).toBe(DesignSystem.createAppStore);
  });
});

describe('remote registry', () => {
  it('does not create the federation runtime to register remotes; it tells it the entries when a remote loads', async () => {
    registerRemoteEntries([
      { name: 'board', entry: '/remotes/board/mf-manifest.json', routes: ['/board'] },
      { name: 'editorial', entry: '/remotes/editorial/mf-manifest.json', routes: ['/company'] },
    ]);
    await Promise.resolve();
    expect(created).not.toHaveBeenCalled();

    const mod = await loadRemoteApp('board');
    expect(typeof mod.default).toBe('function');
    expect(created).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'board', entry: '/remotes/board/mf-manifest.json' },
        { name: 'editorial', entry: '/remotes/editorial/mf-manifest.json' },
      ],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('board/App');

    // A new entry for a remote not loaded on this page re-points it (forced); the loaded one keeps its entry.
    registerRemoteEntries([
      { name: 'board', entry: '/remotes/board/v2/mf-manifest.json', routes: ['/board'] },
      { name: 'editorial', entry: '/remotes/editorial/v2/mf-manifest.json', routes: ['/company'] },
    ]);
    await preloadRemoteApp('editorial');
    expect(created).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'editorial', entry: '/remotes/editorial/v2/mf-manifest.json' }], { force: true });
    expect(runtime.preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'editorial', exposes: ['./App'], resourceCategory: 'sync' }]);
  });

  it('does not preload a remote the remotes document does not name', async () => {
    runtime.preloadRemote.mockClear();
    await preloadRemoteApp('nope');
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });
});
