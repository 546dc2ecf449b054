import type { EventEmitter as NodeEventEmitter } from 'node:events';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Room } from 'livekit-client';
import { writeUserInfo } from '@medibridge/api-client';
import { SIGNAL_CLOSE, VIDEO_MESSAGES, type VideoRoom } from '@medibridge/contract';
import { VIDEO_MESSAGES_HI } from '@medibridge/contract/hi-video';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { USER, network, renderRoute } from '../test/renderRoute';
import { CallPage } from './CallPage';

/**
 * The call page in a room that is open: the browser's camera, WebSocket and (for LiveKit) the LiveKit client are
 * test doubles the test drives, so the page's states can be seen without a real call.
 */

/** The LiveKit client's Room as the page uses it: it records what the page asks and emits what the test says. */
jest.mock('livekit-client', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { EventEmitter } = require('node:events') as { EventEmitter: typeof NodeEventEmitter };
  class FakeRoom extends EventEmitter {
    static last: FakeRoom | null = null;
    remoteParticipants = new Map<string, unknown>();
    connect = jest.fn(async () => undefined);
    disconnect = jest.fn(async () => undefined);
    publications: { kind: string; mute: jest.Mock; unmute: jest.Mock; track: unknown }[] = [];
    localParticipant = {
      publishTrack: jest.fn(async (track: { kind: string }) => {
        const publication = {
          kind: track.kind,
          track,
          mute: jest.fn(async () => undefined),
          unmute: jest.fn(async () => undefined),
        };
        this.publications.push(publication);
        return publication;
      }),
      unpublishTrack: jest.fn(async () => undefined),
    };
    constructor() {
      super();
      FakeRoom.last = this;
    }
  }
  return {
    Room: FakeRoom,
    RoomEvent: {
      ParticipantConnected: 'participantConnected',
      ParticipantDisconnected: 'participantDisconnected',
      TrackSubscribed: 'trackSubscribed',
      TrackUnsubscribed: 'trackUnsubscribed',
      Reconnecting: 'reconnecting',
      Reconnected: 'reconnected',
      Disconnected: 'disconnected',
    },
    Track: {
      Kind: { Audio: 'audio', Video: 'video' },
      Source: { Camera: 'camera', Microphone: 'microphone' },
    },
    DisconnectReason: { DUPLICATE_IDENTITY: 2, PARTICIPANT_REMOVED: 4, ROOM_DELETED: 5 },
  };
});

interface FakeRoomInstance {
  connect: jest.Mock;
  disconnect: jest.Mock;
  emit(event: string, ...args: unknown[]): boolean;
  remoteParticipants: Map<string, unknown>;
  publications: { kind: string; mute: jest.Mock; unmute: jest.Mock }[];
}
const liveKitRoom = (): FakeRoomInstance => {
  const room = (Room as unknown as { last: FakeRoomInstance | null }).last;
  if (!room) throw new Error('the page made no LiveKit room');
  return room;
};

/** The browser's WebSocket: opens at once; the test plays the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string | URL) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.({});
    });
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 3;
  }
  /** The server sends a message. */
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server closes the connection. */
  closeFromServer(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

const track = (kind: 'audio' | 'video') => ({
  kind,
  id: `${kind}-1`,
  enabled: true,
  stop: jest.fn(),
});

const OPEN_ROOM: VideoRoom = {
  appointment_no: 'APT-CALL0001',
  role: 'patient',
  mode: 'video',
  other_party: null,
  department: 'Dermatology',
  opens_at: '2026-11-26T04:35:00.000Z',
  closes_at: '2026-11-26T05:15:00.000Z',
  state: 'open',
  can_join: true,
  reason: null,
  provider: 'builtin',
  ice_servers: [],
  ice_transport_policy: 'all',
  signal_path: '/api/video/rooms/APT-CALL0001/signal',
  livekit: null,
};

const realWebSocket = window.WebSocket;
beforeEach(() => {
  writeUserInfo(USER);
  FakeSocket.all = [];
  window.WebSocket = FakeSocket as unknown as typeof WebSocket;
  const tracks = [track('audio'), track('video')];
  const stream = {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    removeTrack: jest.fn(),
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: jest.fn(async () => stream) },
  });
  (globalThis as { MediaStream?: unknown }).MediaStream = class {
    constructor(readonly tracks: unknown[]) {}
  };
});
afterEach(() => {
  window.WebSocket = realWebSocket;
  resetTextsForTests();
  localStorage.clear();
});

const callRoute = { path: '/appointment/doctor-on-call/:appt_no', element: <CallPage /> };
const openCall = (room: VideoRoom) =>
  renderRoute(
    '/appointment/doctor-on-call/APT-CALL0001',
    callRoute,
    network().on('GET /api/video/rooms/APT-CALL0001', { body: { data: room } }),
  );

async function socket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
  const last = FakeSocket.all.at(-1);
  if (!last) throw new Error('no socket');
  await waitFor(() => expect(last.readyState).toBe(FakeSocket.OPEN));
  return last;
}

describe('the end of a call', () => {
  it('shows the ended state with the server’s reason when the window ends', async () => {
    openCall(OPEN_ROOM);
    const server = await socket();
    expect(String(server.url)).toMatch(/\/api\/video\/rooms\/APT-CALL0001\/signal$/);
    act(() => server.receive({ type: 'welcome', role: 'patient', peer: null }));
    expect(
      await screen.findByText('Waiting for your doctor to join. Please stay on this page.'),
    ).toBeInTheDocument();
    act(() => {
      server.receive({ type: 'ended', reason: VIDEO_MESSAGES.timeUp });
      server.closeFromServer(SIGNAL_CLOSE.ended);
    });
    expect(await screen.findByText('The consultation has ended.')).toBeInTheDocument();
    expect(screen.getByText(VIDEO_MESSAGES.timeUp)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mute' })).not.toBeInTheDocument();
  });

  it('reads a reconnection refused after the window as the end, in Hindi too', async () => {
    await act(() => changeLanguage('hi'));
    openCall(OPEN_ROOM);
    const server = await socket();
    act(() => {
      server.receive({ type: 'error', message: VIDEO_MESSAGES.over });
      server.closeFromServer(SIGNAL_CLOSE.ended);
    });
    expect(await screen.findByText('परामर्श समाप्त हो गया है।')).toBeInTheDocument();
    expect(screen.getByText(VIDEO_MESSAGES_HI.over)).toBeInTheDocument();
  });
});

describe('a call on LiveKit (VIDEO_PROVIDER=livekit)', () => {
  const LIVEKIT_ROOM: VideoRoom = {
    ...OPEN_ROOM,
    provider: 'livekit',
    livekit: {
      url: 'wss://livekit.example.in',
      token: 'server-signed-token',
      room: 'APT-CALL0001',
    },
  };

  it('joins with the server’s token, publishes the camera and microphone, and mutes, turns the camera off and ends like the built-in call', async () => {
    openCall(LIVEKIT_ROOM);
    await waitFor(() =>
      expect(liveKitRoom().connect).toHaveBeenCalledWith(
        'wss://livekit.example.in',
        'server-signed-token',
      ),
    );
    const room = liveKitRoom();
    expect(
      await screen.findByText('Waiting for your doctor to join. Please stay on this page.'),
    ).toBeInTheDocument();
    expect(room.publications.map((p) => p.kind).sort()).toEqual(['audio', 'video']);

    // The doctor joins the LiveKit room, then their media arrives.
    const doctor = { name: 'Dr Asha Rao', identity: 'doctor-3', trackPublications: new Map() };
    act(() => {
      room.remoteParticipants.set('doctor-3', doctor);
      room.emit('participantConnected', doctor);
    });
    expect(await screen.findByText('Connecting to Dr Asha Rao…')).toBeInTheDocument();
    act(() => {
      room.emit('trackSubscribed', { sid: 'TR_1', mediaStreamTrack: { id: 'remote-video' } });
    });
    await waitFor(() =>
      expect(screen.queryByText('Connecting to Dr Asha Rao…')).not.toBeInTheDocument(),
    );

    const user = userEvent.setup();
    const audio = room.publications.find((p) => p.kind === 'audio');
    const video = room.publications.find((p) => p.kind === 'video');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(audio?.mute).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Camera off' }));
    await waitFor(() => expect(video?.mute).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');

    // The signalling socket carries only the end: offers are not for a LiveKit call.
    const server = await socket();
    act(() => {
      server.receive({ type: 'ended', reason: VIDEO_MESSAGES.closed });
      server.closeFromServer(SIGNAL_CLOSE.ended);
    });
    expect(await screen.findByText('The consultation has ended.')).toBeInTheDocument();
    expect(screen.getByText(VIDEO_MESSAGES.closed)).toBeInTheDocument();
    expect(room.disconnect).toHaveBeenCalled();
  });

  it('says the call moved elsewhere when the same person joins the LiveKit room from another device', async () => {
    openCall(LIVEKIT_ROOM);
    await waitFor(() => expect(liveKitRoom().connect).toHaveBeenCalled());
    await screen.findByText('Waiting for your doctor to join. Please stay on this page.');
    act(() => {
      liveKitRoom().emit('disconnected', 2);
    });
    expect(
      await screen.findByText('This call is now open in another tab or on another device.'),
    ).toBeInTheDocument();
  });
});
