import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicines } from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { putTestMedicines, type TestMedicineSlug } from '../../test/medicines';
import { type IndexUpdate, createMedicineSuggestions } from './suggestions';

/**
 * The suggestion index follows the catalogue incrementally (docs/decisions/0058): after a write, each process
 * (a replica) reads only the rows changed since the version it holds, not the whole catalogue.
 */

let app: FastifyInstance;
let ids: Record<TestMedicineSlug, number>;

beforeAll(async () => {
  app = await buildTestApp();
  ids = await putTestMedicines(app.db);
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the index never caught up');
}

it('two replicas each apply only the changed products, adding, changing and removing them', async () => {
  const seen: IndexUpdate[][] = [[], []];
  const replicas = seen.map((updates) =>
    createMedicineSuggestions(app.db, { checkEveryMs: 0, onUpdate: (u) => updates.push(u) }),
  );
  for (const r of replicas) await r.warm();
  const whole = seen.map((u) => u[0]);
  expect(whole.every((u) => u?.kind === 'full' && u.rows > 100)).toBe(true);
  const calpirex = ids['test-calpirex-500-tablet'];
  expect((await replicas[0]!.current()).search('zylofrex', 5)).not.toContain(calpirex);

  // A change written by "another process": a new brand name for one product.
  await app.db
    .update(medicines)
    .set({ title: 'Zylofrex 500 Tablet', brand: 'Zylofrex' })
    .where(eq(medicines.id, ids['test-calpirex-500-tablet']));
  for (const [i, r] of replicas.entries()) {
    await r.current(); // a search starts the check in the background
    await until(() => seen[i]!.length === 2);
    expect(seen[i]![1]).toMatchObject({ kind: 'changes', rows: 1 });
    expect((await r.current()).search('zylofrex', 5)[0]).toBe(calpirex);
    expect(r.version()).toBe(seen[i]![1]!.version);
  }

  // Taken off the catalogue: it leaves the index; the others stay.
  const size = (await replicas[0]!.current()).size;
  await app.db
    .update(medicines)
    .set({ active: false })
    .where(eq(medicines.id, ids['test-calpirex-500-tablet']));
  await replicas[0]!.current();
  await until(() => seen[0]!.length === 3);
  expect(seen[0]![2]).toMatchObject({ kind: 'changes', rows: 1 });
  const index = await replicas[0]!.current();
  expect(index.search('zylofrex', 5)).not.toContain(calpirex);
  expect(index.size).toBe(size - 1);
  expect(index.search('feverona', 5)[0]).toBe(ids['test-feverona-500-tablet']);

  await app.db
    .update(medicines)
    .set({ active: true, title: 'Calpirex 500 Tablet', brand: 'Calpirex' })
    .where(eq(medicines.id, ids['test-calpirex-500-tablet']));
  await replicas[0]!.current();
  await until(() => seen[0]!.length === 4);
  expect((await replicas[0]!.current()).size).toBe(size);
});
