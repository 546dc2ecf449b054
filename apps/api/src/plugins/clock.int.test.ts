import { API_ROOT, endpointPath } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/buildTestApp';

// The browser journeys start their server with CLOCK_START on a Saturday (tomorrow is a Sunday, when no
// department has hours): the app's clock, not the machine's, decides what "today" is.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ CLOCK_START: '2026-11-28T10:00:00+05:30' });
});
afterAll(async () => {
  await app.close();
});

describe('CLOCK_START', () => {
  it('moves the app’s clock: the booking window starts on that Saturday in India', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API_ROOT}/${endpointPath('appointmentNextDays')}`,
    });
    expect(res.statusCode).toBe(200);
    const days = (res.json() as { data: { date: string; day: string }[] }).data;
    expect(days.slice(0, 2)).toEqual([
      expect.objectContaining({ date: '2026-11-28', day: 'Saturday' }),
      expect.objectContaining({ date: '2026-11-29', day: 'Sunday' }),
    ]);
    expect(app.clock().getTime()).toBeLessThan(Date.parse('2026-11-28T04:35:00Z'));
  });
});
