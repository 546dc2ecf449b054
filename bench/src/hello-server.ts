// The baseline for the API benchmark: a bare Fastify app answering one small JSON GET, no plugins.
// Run as its own process (like the real server) so the load generator never shares its event loop.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.listen({ port, host: '127.0.0.1' }).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
