import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import type { FailedJob } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { JobsPage } from './JobsPage';

const route = { path: '/staff/jobs', element: <JobsPage /> };
const LIST = 'GET /api/staff/jobs/failed';
const JOB_ID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const RETRY = `POST /api/staff/jobs/${JOB_ID}/retry`;

const job: FailedJob = {
  id: JOB_ID,
  name: 'video.end-room',
  data: { room: 'APT-AB12CD34' },
  error: 'LiveKit unreachable',
  attempts: 6,
  failed_at: '2026-11-28T05:30:00.000Z',
};

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('JobsPage (/staff/jobs)', () => {
  it('lists each failed job with what it was for, its attempts and last error, and runs one again', async () => {
    let failed: FailedJob[] = [job];
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LIST]: () => ({ body: { data: failed } }),
      [RETRY]: () => {
        failed = [];
        return {
          body: {
            code: 200,
            message: 'The job is queued again.',
            data: { id: JOB_ID, name: job.name },
          },
        };
      },
    });
    renderRoute('/staff/jobs', route, fetch);
    const list = await screen.findByRole('list', { name: 'Failed jobs' });
    expect(within(list).getByText('video.end-room')).toBeInTheDocument();
    expect(
      within(list).getByText('2026-11-28 11:00 · 6 attempts · room: APT-AB12CD34'),
    ).toBeInTheDocument();
    expect(within(list).getByText('Last error: LiveKit unreachable')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('Queued again: video.end-room')).toBeInTheDocument();
    expect(await screen.findByText('No job has failed.')).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.method === 'POST' && c.url.endsWith('/retry'))).toBe(true);
  });

  it("shows the server's words when the job was already run again", async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LIST]: { body: { data: [job] } },
      [RETRY]: {
        status: 404,
        body: {
          message: 'There is no failed job with this id: it may have been retried already.',
        },
      },
    });
    renderRoute('/staff/jobs', route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Run again' }));
    await waitFor(() =>
      expect(
        screen.getByText('There is no failed job with this id: it may have been retried already.'),
      ).toBeInTheDocument(),
    );
  });

  it('tells a coordinator the screen is for admins and asks nothing else', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']) });
    renderRoute('/staff/jobs', route, fetch);
    await waitFor(() => expect(fetch.calls.length).toBeGreaterThan(0));
    await screen.findByRole('heading', { name: 'Background jobs' });
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.includes('/jobs/failed'))).toBe(false);
  });
});
