import { count, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { type Database, openPglite, type Schema } from './client';

/** The handle a driver's `transaction` callback receives. */
type TransactionOf<D extends { transaction: (fn: never) => unknown }> = Parameters<
  Parameters<D['transaction']>[0]
>[0];
/** Compiles only when T is a Database: typecheck fails here if a driver's transaction stops being one. */
type IsDatabase<T extends Database> = T;
export type _TransactionsAreDatabases = [
  IsDatabase<TransactionOf<Database>>,
  IsDatabase<TransactionOf<PgliteDatabase<Schema>>>,
  IsDatabase<TransactionOf<NodePgDatabase<Schema>>>,
];

const probe = pgTable('probe', { n: integer('n') });

describe('Database', () => {
  it('is what a transaction hands its callback: a query given the handle runs inside it', async () => {
    const handle = await openPglite(null);
    try {
      await handle.db.execute(sql`create table probe (n int)`);
      const insertProbe = async (db: Database): Promise<void> => {
        await db.insert(probe).values({ n: 1 });
      };
      await expect(
        handle.db.transaction(async (tx) => {
          await insertProbe(tx);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await handle.db.transaction((tx) => insertProbe(tx));
      expect(await handle.db.select({ n: count() }).from(probe)).toEqual([{ n: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
