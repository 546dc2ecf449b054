import { act, screen } from '@testing-library/react';
import { writeUserInfo } from '@medibridge/api-client';
import { VIDEO_MESSAGES, type VideoRoom } from '@medibridge/contract';
import { VIDEO_MESSAGES_HI } from '@medibridge/contract/hi-video';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { USER, network, renderRoute } from '../test/renderRoute';
import { CallPage } from './CallPage';
import { VideoMeetingPage } from './VideoMeetingPage';

const ROOM: VideoRoom = {
  appointment_no: 'APT-CALL0001',
  role: 'patient',
  mode: 'video',
  other_party: null,
  department: 'Dermatology',
  opens_at: '2026-11-26T04:35:00.000Z',
  closes_at: '2026-11-26T05:15:00.000Z',
  state: 'not_yet',
  can_join: false,
  reason: VIDEO_MESSAGES.notYet,
  provider: 'builtin',
  ice_servers: [],
  ice_transport_policy: 'all',
  signal_path: '/api/video/rooms/APT-CALL0001/signal',
  livekit: null,
};

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  resetTextsForTests();
  localStorage.clear();
});

const callRoute = { path: '/appointment/doctor-on-call/:appt_no', element: <CallPage /> };

describe('the call page', () => {
  it('says when the call opens before its window, with the window in India time', async () => {
    renderRoute(
      '/appointment/doctor-on-call/APT-CALL0001',
      callRoute,
      network().on('GET /api/video/rooms/APT-CALL0001', { body: { data: ROOM } }),
    );
    expect(await screen.findByText(VIDEO_MESSAGES.notYet)).toBeInTheDocument();
    expect(
      screen.getByText('The call is open on 26 Nov 2026 from 10:05 am to 10:45 am.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeVisible();
  });

  it('shows the server’s refusal to someone else', async () => {
    renderRoute(
      '/appointment/doctor-on-call/APT-CALL0001',
      callRoute,
      network().on('GET /api/video/rooms/APT-CALL0001', {
        status: 404,
        body: { message: VIDEO_MESSAGES.notFound },
      }),
    );
    expect(await screen.findByText(VIDEO_MESSAGES.notFound)).toBeInTheDocument();
  });
});

describe('the video meeting page', () => {
  it('explains that there is no call to join', async () => {
    renderRoute(
      '/appointment/video-meeting',
      { path: '/appointment/video-meeting', element: <VideoMeetingPage /> },
      network().on('GET /api/video/next', { body: { data: null } }),
    );
    expect(await screen.findByText('You have no consultation call to join.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/appointment/step-first',
    );
  });

  it('leads to the next call that is open', async () => {
    renderRoute(
      '/appointment/video-meeting',
      { path: '/appointment/video-meeting', element: <VideoMeetingPage /> },
      network().on('GET /api/video/next', {
        body: {
          data: {
            appointment_no: 'APT-CALL0001',
            department: 'Dermatology',
            mode: 'audio',
            opens_at: ROOM.opens_at,
            closes_at: ROOM.closes_at,
            state: 'open',
          },
        },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Join call' })).toHaveAttribute(
      'href',
      '/appointment/doctor-on-call/APT-CALL0001',
    );
    expect(
      screen.getByText('Dermatology · appointment APT-CALL0001 · Audio call'),
    ).toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  it('says the call is not open yet, and when, in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute(
      '/appointment/doctor-on-call/APT-CALL0001',
      callRoute,
      network().on('GET /api/video/rooms/APT-CALL0001', { body: { data: ROOM } }),
    );
    expect(await screen.findByText(VIDEO_MESSAGES_HI.notYet)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'आपका परामर्श' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'फिर से देखें' })).toBeInTheDocument();
  });
});
