/**
 * Creates a staff user with their roles (or makes an existing user staff with exactly these roles):
 * `pnpm --filter @medibridge/api staff:create --mobile 9XXXXXXXXX --name "Asha Rao" --roles coordinator [--password …]`;
 * a doctor also needs `--department 3 --registration "MMC 2014/03/1234" --qualifications "MBBS, MD (Dermatology)"`.
 * Without --password a random one is generated and printed once. Opens the database the server would, from
 * the same configuration: DATABASE_URL when set (PostgreSQL), else PGlite under DATA_DIR (default `.data` at
 * the repository root; a relative path resolves against the directory the command ran in). Staff log in with
 * /api/login like patients.
 */
import { randomBytes } from 'node:crypto';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type StaffRole,
  isValidMobile,
} from '@medibridge/contract';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { type DoctorDetails, createStaff } from '../src/modules/staff';
import { seed } from '../src/seed';

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
  const roleList = (arg(argv, 'roles') ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (!roleList.length)
    fail(`--roles is required: one or more of ${STAFF_ROLES.join(', ')}, comma-separated.`);
  const unknown = roleList.filter((r) => !(STAFF_ROLES as readonly string[]).includes(r));
  if (unknown.length)
    fail(`--roles: ${unknown.join(', ')} is not a role; use ${STAFF_ROLES.join(', ')}.`);
  const roles = roleList as StaffRole[];
  const department = arg(argv, 'department');
  const registration = arg(argv, 'registration')?.trim();
  const qualifications = arg(argv, 'qualifications')?.trim();
  let doctor: DoctorDetails | undefined;
  if (roles.includes('doctor')) {
    if (!department || !/^\d{1,6}$/.test(department))
      fail('A doctor needs --department with the department id (a number, e.g. 3).');
    if (!registration)
      fail('A doctor needs --registration (the medical council registration number).');
    if (!qualifications) fail('A doctor needs --qualifications (e.g. "MBBS, MD (Dermatology)").');
    doctor = { departmentId: Number(department), registrationNo: registration, qualifications };
  } else if (department ?? registration ?? qualifications)
    fail(
      '--department, --registration and --qualifications are for doctors only (add doctor to --roles).',
    );
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    databasePoolMax: 2,
  });
  try {
    // A doctor names a seeded department: a fresh database is seeded first, as the server's first start would.
    await handle.migrate();
    await seed(handle);
    const result = await createStaff(handle.db, {
      mobile,
      name,
      password,
      roles,
      ...(doctor ? { doctor } : {}),
    });
    console.log(
      `${result.created ? 'Created' : 'Updated'} staff user ${String(result.id)} (${mobile}), roles: ${roles.join(', ')}.` +
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
