// The baselines for the API benchmarks: a bare Fastify app, no plugins, answering
//   GET /hello        a tiny JSON object (the classic "hello world" baseline);
//   GET /same/:name   the bytes of a real API answer stored in BODIES_DIR (`<name>.json`, `<name>.json.br`
//                     sent with `content-encoding: br`), so an answer's cost can be compared with what bare
//                     Fastify pays to send the very same bytes (docs/decisions/0014).
// Run as its own process (like the real server) so the load generator never shares its event loop.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const bodiesDir = process.env.BODIES_DIR;
const bodies = new Map<string, { bytes: Buffer; br: boolean }>();
if (bodiesDir)
  for (const file of readdirSync(bodiesDir))
    bodies.set(
      file.replace(/\.json(\.br)?$/, (_m, br?: string) => (br ? '.br' : '')),
      {
        bytes: readFileSync(join(bodiesDir, file)),
        br: file.endsWith('.br'),
      },
    );

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get<{ Params: { name: string } }>('/same/:name', (request, reply) => {
  const body = bodies.get(request.params.name);
  if (!body) return reply.code(404).send({ message: 'no such body' });
  if (body.br) reply.header('content-encoding', 'br');
  return reply.type('application/json; charset=utf-8').send(body.bytes);
});
app.listen({ port, host: '127.0.0.1' }).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
