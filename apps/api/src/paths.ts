import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Walks up from `start` until `test(dir)` holds. Used instead of fixed `../..` chains because this code runs
 * from `src/` (tsx, Jest) and from the one-file bundle in `dist/`, which sit at different depths.
 */
function findUp(start: string, test: (dir: string) => boolean): string | null {
  let dir = path.resolve(start);
  for (;;) {
    if (test(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function isApiPackage(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === '@medibridge/api';
  } catch {
    return false;
  }
}

/** The apps/api folder (the one holding its package.json), wherever this code was loaded from. */
export function apiPackageDir(): string {
  return findUp(__dirname, isApiPackage) ?? process.cwd();
}

/** The monorepo root (the folder with pnpm-workspace.yaml), or null when the API runs outside the repo. */
export function workspaceRoot(): string | null {
  return findUp(apiPackageDir(), (dir) => existsSync(path.join(dir, 'pnpm-workspace.yaml')));
}

/**
 * The folder relative paths in the environment are resolved against: the directory the user ran the command
 * from. pnpm runs package scripts inside the package, but keeps the caller's directory in INIT_CWD.
 */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD && path.isAbsolute(env.INIT_CWD) ? env.INIT_CWD : process.cwd();
}
