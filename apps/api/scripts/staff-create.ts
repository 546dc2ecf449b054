/**
 * Creates a staff user (or makes an existing user staff):
 * `pnpm --filter @medibridge/api staff:create --mobile 9XXXXXXXXX --name "Asha Rao" [--password …]`.
 * Without --password a random one is generated and printed once. Opens the database the server would, from
 * the same configuration: DATABASE_URL when set (PostgreSQL), else PGlite under DATA_DIR (default `.data` at
 * the repository root; a relative path resolves against the directory the command ran in). Staff log in with
 * /api/login like patients.
 */
import { randomBytes } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isValidMobile } from '@medibridge/contract';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createStaff } from '../src/modules/enquiries/staff';

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const mobile = arg(argv, 'mobile')?.trim() ?? '';
  const name = arg(argv, 'name')?.trim() ?? '';
  const given = arg(argv, 'password');
  if (!isValidMobile(mobile)) fail('--mobile must be a 10-digit Indian mobile number.');
  if (!name || name.length > 100) fail('--name is required (at most 100 characters).');
  const password = given ?? randomBytes(12).toString('base64url');
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    fail(
      `--password must be ${String(PASSWORD_MIN_LENGTH)}–${String(PASSWORD_MAX_LENGTH)} characters.`,
    );
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    databasePoolMax: 2,
  });
  try {
    await handle.migrate();
    const result = await createStaff(handle.db, { mobile, name, password });
    console.log(
      `${result.created ? 'Created' : 'Updated'} staff user ${String(result.id)} (${mobile}).` +
        (given ? '' : ` Password: ${password}`),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
