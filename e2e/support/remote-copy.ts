import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

export interface RemoteCopyOptions {
  /** Routes the copy claims beyond the remote's routes.json. */
  extraRoutes?: string[];
  /** Changes the copy's src/app/routes.tsx (its text in, the new text out). */
  editRoutes?: (source: string) => string;
  /** The copy's webpack config: the dev server's port and the page title. */
  port: number;
  title: string;
}

/**
 * A copy of a remote's sources (`mfe-<name>`: src, package.json, routes.json) at `copy`, so a test can
 * change and build or serve it without touching the repository, with a webpack config of its own.
 * Returns the config's path.
 */
export function copyRemoteSources(name: string, copy: string, options: RemoteCopyOptions): string {
  const source = join(root, `mfe-${name}`);
  cpSync(join(source, 'src'), join(copy, 'src'), { recursive: true });
  cpSync(join(source, 'package.json'), join(copy, 'package.json'));
  const routes = JSON.parse(readFileSync(join(source, 'routes.json'), 'utf8')) as string[];
  writeFileSync(join(copy, 'routes.json'), JSON.stringify([...routes, ...(options.extraRoutes ?? [])]));
  if (options.editRoutes) {
    const routesTsx = join(copy, 'src', 'app', 'routes.tsx');
    writeFileSync(routesTsx, options.editRoutes(readFileSync(routesTsx, 'utf8')));
  }
  const config = join(copy, 'webpack.config.cjs');
  writeFileSync(
    config,
    `const { createConfig } = require(${JSON.stringify(join(root, 'tools/webpack/create-config.cjs'))});\n` +
      `module.exports = createConfig({ dir: __dirname, name: '${name}', port: ${options.port}, title: '${options.title}' });\n`,
  );
  return config;
}
