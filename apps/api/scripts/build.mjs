// Bundles the server into one CommonJS file, dist/server.cjs, for `node dist/server.cjs`.
// npm packages stay external (resolved from node_modules at run time); our workspace packages
// (@medibridge/*) are TypeScript sources, so they are bundled. The drizzle migrations are copied next to
// the bundle, where src/db/migrationsDir.ts finds them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');

/** Keeps every bare import external except our own workspace packages. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@medibridge/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(dist, 'server.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
cpSync(path.join(root, 'drizzle'), path.join(dist, 'drizzle'), { recursive: true });
process.stdout.write(`Built apps/api/dist/server.cjs in ${Date.now() - started} ms\n`);
