import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @medibridge/api db:generate` writes a new migration from the schema. Review it before
// committing; extensions (pg_trgm) must be added by hand because drizzle-kit does not emit them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
