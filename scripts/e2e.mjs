#!/usr/bin/env node
// `pnpm e2e [--cluster] [jest arguments]`: the browser journeys, against one server on a fresh PGlite database
// (default) or, with --cluster, against two replicas behind HAProxy on PostgreSQL and Redis
// (scripts/cluster.mjs, a database of each journey file's own).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((a) => a !== '--');
const cluster = args.includes('--cluster');
const rest = args.filter((a) => a !== '--cluster');
const res = spawnSync(
  'pnpm',
  ['--filter', '@medibridge/e2e', 'run', 'test', ...(rest.length ? ['--', ...rest] : [])],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(cluster ? { E2E_CLUSTER: '1' } : {}) },
  },
);
process.exit(res.status ?? 1);
