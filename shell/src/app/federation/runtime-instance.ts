import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRedux from 'react-redux';
import * as DesignSystem from '@akiya/shared-ui';
import * as RouterNames from '../../../../tools/webpack/shared/react-router-dom.mjs';
import shellRuntimePlugin from './runtime-plugin';

/** How the shell shares a library with the remotes (tools/webpack/create-config.cjs, sharedModules()). */
export interface ShareRule {
  singleton?: boolean;
  strictVersion?: boolean;
  requiredVersion: string;
  version: string;
}

// Written by the shell's webpack build from the same rules the remotes are built with.
declare const __SHELL_SHARED__: Record<string, ShareRule> | undefined;

/**
 * What the shell hands to the remotes: the very modules it runs, so every remote renders with the
 * page's one React, router and store. Each is given as loaded (`lib`): with the 'loaded-first'
 * strategy a remote then takes the shell's copy, and a remote whose range the shell's version does
 * not satisfy is refused (strictVersion) instead of quietly running a second copy of its own.
 */
const providers: Record<string, { lib: () => unknown }> = {
  react: { lib: () => React },
  'react/jsx-runtime': { lib: () => JsxRuntime },
  'react-dom': { lib: () => ReactDom },
  'react-dom/client': { lib: () => ReactDomClient },
  'react-redux': { lib: () => ReactRedux },
  // The names the apps use (the shell's own router underneath: one history, one set of contexts).
  'react-router-dom': { lib: () => RouterNames },
  '@akiya/shared-ui': { lib: () => DesignSystem },
};

/** The rule of a library: its own, or its folder's ('react/' for 'react/jsx-runtime'). */
export function ruleFor(name: string, rules: Record<string, ShareRule>): ShareRule | undefined {
  if (rules[name]) return rules[name];
  const slash = name.indexOf('/', name.startsWith('@') ? name.indexOf('/') + 1 : 0);
  return slash > 0 ? rules[name.slice(0, slash + 1)] : undefined;
}

/** The federation runtime's `shared` option: every provided library with its version and rule. */
export function sharedOption(rules: Record<string, ShareRule>) {
  return Object.fromEntries(
    Object.entries(providers).flatMap(([name, provider]) => {
      const rule = ruleFor(name, rules);
      if (!rule) return [];
      return [
        [
          name,
          {
            version: rule.version,
            scope: 'default',
            shareConfig: {
              singleton: rule.singleton ?? false,
              strictVersion: rule.strictVersion ?? false,
              requiredVersion: rule.requiredVersion,
            },
            ...provider,
          },
        ],
      ];
    }),
  );
}

let instance: ModuleFederation | undefined;

/**
 * The page's federation runtime, made the first time a remote is needed (never on a page of the shell
 * alone: the runtime is not part of the shell's first load).
 */
export function shellFederation(): ModuleFederation {
  instance ??= createInstance({
    name: 'shell',
    remotes: [],
    shared: sharedOption(typeof __SHELL_SHARED__ === 'undefined' ? {} : __SHELL_SHARED__),
    plugins: [shellRuntimePlugin()],
    shareStrategy: 'loaded-first',
  });
  return instance;
}
