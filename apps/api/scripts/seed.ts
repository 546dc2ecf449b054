/**
 * Migrates and seeds a database outside the server: `pnpm --filter @medibridge/api seed [--scale large]`.
 * Opens the database the server would, from the same configuration: DATABASE_URL when set (PostgreSQL),
 * else PGlite under DATA_DIR (default `.data` at the repository root). `--scale large`
 * (or SEED_SCALE=large) builds the benchmark catalogue: ≥ 5,000 vendors and ≥ 100,000 package offers.
 */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/seed';
import type { CatalogueScale } from '../src/seed';

function scaleFromArgs(argv: string[]): CatalogueScale {
  const i = argv.indexOf('--scale');
  const raw = i >= 0 ? argv[i + 1] : (process.env.SEED_SCALE ?? 'default');
  if (raw !== 'default' && raw !== 'large') {
    console.error(`Unknown scale "${String(raw)}": use --scale default or --scale large.`);
    process.exit(2);
  }
  return raw;
}

async function main(): Promise<void> {
  const scale = scaleFromArgs(process.argv.slice(2));
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    databasePoolMax: 2,
  });
  try {
    const started = Date.now();
    await handle.migrate();
    const result = await seed(handle, scale);
    console.log(
      JSON.stringify({ driver: handle.driver, scale, ...result, totalMs: Date.now() - started }),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
