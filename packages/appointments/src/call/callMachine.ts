/**
 * The consultation call's states as a pure reducer (issue 13 §2): what the page shows comes from here, and
 * `CallSession` (the browser's WebRTC and WebSocket) only feeds it events. Unit-tested without a browser.
 */

/** Where the call is. */
export type CallPhase =
  /** Asking for the camera and microphone. */
  | 'media'
  /** The browser refused them (blocked, or no device): the page explains what to do. */
  | 'blocked'
  /** Connecting to the room. */
  | 'joining'
  /** In the room, the other side is not (the patient's waiting room). */
  | 'waiting'
  /** Both are in; the media connection is being set up. */
  | 'connecting'
  /** Talking. */
  | 'live'
  /** The network dropped: the page reconnects on its own. */
  | 'reconnecting'
  /** The doctor ended the call, or its time is over (`message` says which). Final. */
  | 'ended'
  /** The room refused this connection (words from the server). Final. */
  | 'refused';

export interface CallState {
  phase: CallPhase;
  /** The other side's name once they are in the room. */
  peerName: string | null;
  muted: boolean;
  cameraOff: boolean;
  /** Video was switched to audio only (or the appointment is audio). */
  audioOnly: boolean;
  /** Why the browser refused media, or the room refused us. */
  problem: 'denied' | 'no-device' | 'other' | null;
  /** The server's words: why the room refused us, or why the call ended. */
  message: string | null;
}

export type CallEvent =
  | { type: 'media-ok' }
  | { type: 'media-failed'; problem: 'denied' | 'no-device' | 'other' }
  | { type: 'retry-media' }
  | { type: 'signal-open'; peerName: string | null }
  | { type: 'peer-joined'; name: string }
  | { type: 'peer-left' }
  | { type: 'media-connected' }
  /** `message`: the server's words for why, when it said (e.g. its call service cannot reach the other side). */
  | { type: 'connection-lost'; message?: string | null }
  | { type: 'ended'; reason?: string | null }
  | { type: 'refused'; message: string }
  | { type: 'toggle-mute' }
  | { type: 'toggle-camera' }
  | { type: 'audio-only' };

/** The state a call starts in: asking for media, audio only for an audio appointment. */
export function initialCallState(mode: 'video' | 'audio'): CallState {
  return {
    phase: 'media',
    peerName: null,
    muted: false,
    cameraOff: false,
    audioOnly: mode === 'audio',
    problem: null,
    message: null,
  };
}

const FINAL: readonly CallPhase[] = ['ended', 'refused'];

/** The next state of the call. Final states stay final whatever arrives late. */
export function callReducer(state: CallState, event: CallEvent): CallState {
  if (FINAL.includes(state.phase)) return state;
  switch (event.type) {
    case 'media-ok':
      return state.phase === 'media' ? { ...state, phase: 'joining', problem: null } : state;
    case 'media-failed':
      return { ...state, phase: 'blocked', problem: event.problem };
    case 'retry-media':
      return state.phase === 'blocked' ? { ...state, phase: 'media', problem: null } : state;
    case 'signal-open':
      if (state.phase === 'media' || state.phase === 'blocked') return state;
      return event.peerName
        ? { ...state, phase: 'connecting', peerName: event.peerName }
        : { ...state, phase: 'waiting' };
    case 'peer-joined':
      return state.phase === 'media' || state.phase === 'blocked'
        ? { ...state, peerName: event.name }
        : { ...state, phase: 'connecting', peerName: event.name };
    case 'peer-left':
      return state.phase === 'media' || state.phase === 'blocked'
        ? state
        : { ...state, phase: 'waiting' };
    case 'media-connected':
      return state.phase === 'connecting' || state.phase === 'reconnecting'
        ? { ...state, phase: 'live' }
        : state;
    case 'connection-lost':
      return state.phase === 'live' ||
        state.phase === 'connecting' ||
        state.phase === 'waiting' ||
        state.phase === 'joining' ||
        state.phase === 'reconnecting'
        ? { ...state, phase: 'reconnecting', message: event.message ?? null }
        : state;
    case 'ended':
      return { ...state, phase: 'ended', message: event.reason ?? null };
    case 'refused':
      return { ...state, phase: 'refused', message: event.message };
    case 'toggle-mute':
      return { ...state, muted: !state.muted };
    case 'toggle-camera':
      return state.audioOnly ? state : { ...state, cameraOff: !state.cameraOff };
    case 'audio-only':
      return { ...state, audioOnly: true, cameraOff: true };
  }
}

/** How long to wait before the n-th reconnection attempt (1 s, 2 s, 4 s … at most 15 s). */
export function reconnectDelay(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
}
