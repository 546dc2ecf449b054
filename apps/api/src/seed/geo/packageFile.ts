import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type Resolver = (request: string) => string;

// This source runs as CommonJS under Jest and in the esbuild bundle (a real `require` resolving from the
// module's own location), but as ESM under tsx, where `require` does not exist and `import.meta` cannot be
// written because the CommonJS build would not parse it. The fallbacks resolve from the entry script and
// from the working directory (the repository root or apps/api), which covers `tsx src/server.ts` and scripts.
function resolvers(): Resolver[] {
  const found: Resolver[] = [];
  if (typeof require === 'function') found.push((request) => require.resolve(request));
  const bases = [
    process.argv[1],
    path.join(process.cwd(), 'index.js'),
    path.join(process.cwd(), 'apps/api/index.js'),
  ];
  for (const base of bases) {
    if (base) found.push((request) => createRequire(path.resolve(base)).resolve(request));
  }
  return found;
}

function readPackageName(dir: string): string | undefined {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  return typeof parsed === 'object' &&
    parsed !== null &&
    'name' in parsed &&
    typeof parsed.name === 'string'
    ? parsed.name
    : undefined;
}

const packageDirs = new Map<string, string>();

/**
 * The installed directory of a package. Resolves the package's main entry (its `exports` may hide
 * `package.json` itself) and walks up to the folder whose manifest carries the package's name.
 */
export function packageDir(packageName: string): string {
  const cached = packageDirs.get(packageName);
  if (cached) return cached;
  const failures: string[] = [];
  for (const resolve of resolvers()) {
    let entry: string;
    try {
      entry = resolve(packageName);
    } catch (error) {
      failures.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
      continue;
    }
    for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if (readPackageName(dir) === packageName) {
        packageDirs.set(packageName, dir);
        return dir;
      }
    }
  }
  throw new Error(`Cannot find the installed package ${packageName}: ${failures.join('; ')}`);
}

/** Reads a data file shipped inside an installed package. */
export function readPackageFile(packageName: string, relativePath: string): string {
  return readFileSync(path.join(packageDir(packageName), relativePath), 'utf8');
}
