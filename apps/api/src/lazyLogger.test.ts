import Fastify from 'fastify';
import { LazyChildLogger, lazyChildLoggerFactory } from './lazyLogger';

function capture(): { lines: Record<string, unknown>[]; write(line: string): void } {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  };
}

describe('LazyChildLogger', () => {
  it('makes no child while nothing is logged at an enabled level', () => {
    const out = capture();
    const app = Fastify({ logger: { level: 'warn', stream: out } });
    const log = new LazyChildLogger(app.log, { reqId: 'r-1' }, {});
    log.info('not written');
    log.debug('not written either');
    expect(out.lines).toEqual([]);
    expect(log.materialised).toBe(false);
    expect(log.level).toBe('warn');
  });

  it('writes enabled lines exactly as the eager child would, bindings included', () => {
    const out = capture();
    const app = Fastify({ logger: { level: 'warn', stream: out } });
    const log = new LazyChildLogger(app.log, { reqId: 'r-2' }, {});
    log.warn({ probe: 1 }, 'slow answer');
    log.error(new Error('boom'));
    expect(log.materialised).toBe(true);
    expect(out.lines).toHaveLength(2);
    expect(out.lines[0]).toMatchObject({ level: 40, reqId: 'r-2', probe: 1, msg: 'slow answer' });
    expect(out.lines[1]).toMatchObject({ level: 50, reqId: 'r-2', err: { message: 'boom' } });
  });

  it('follows a level set on it, and its children keep its bindings', () => {
    const out = capture();
    const app = Fastify({ logger: { level: 'warn', stream: out } });
    const log = new LazyChildLogger(app.log, { reqId: 'r-3' }, {});
    log.level = 'debug';
    log.debug('now written');
    log.child({ step: 'pay' }).info('from a child');
    expect(out.lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['now written', 'r-3'],
      ['from a child', 'r-3'],
    ]);
    expect(out.lines[1]).toMatchObject({ step: 'pay' });
  });
});

describe('a server with the lazy factory', () => {
  it("writes Fastify's request lines with the request id at info level", async () => {
    const out = capture();
    const app = Fastify({
      logger: { level: 'info', stream: out },
      childLoggerFactory: lazyChildLoggerFactory,
      genReqId: () => 'req-42',
    });
    app.get('/x', async (request) => {
      request.log.info('inside');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    const mine = out.lines.filter((l) => l.reqId === 'req-42').map((l) => l.msg);
    expect(mine).toEqual(['incoming request', 'inside', 'request completed']);
  });
});
