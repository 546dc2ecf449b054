import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The drizzle-kit migrations folder: `dist/drizzle` next to the bundle when the build copied it there,
 * otherwise `apps/api/drizzle`. Found by walking up from this file, because it runs from `src/db` (tsx, Jest)
 * and from the one-file bundle in `dist/`, which sit at different depths.
 */
export function migrationsDir(): string {
  for (let dir = path.resolve(__dirname); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json')))
      return path.join(dir, 'drizzle');
    if (path.dirname(dir) === dir)
      throw new Error(`Cannot find the drizzle migrations folder above ${__dirname}`);
  }
}
