import {
  SIGNAL_CLOSE,
  VIDEO_MESSAGES,
  type ClientSignal,
  type IceCandidate,
  type ServerSignal,
  type VideoRoom,
} from '@medibridge/contract';
import { type CallEvent, reconnectDelay } from './callMachine';

/** Why this page left the room when the same person joined it from another tab or device. */
export const OPENED_ELSEWHERE = 'This call is now open in another tab or on another device.';

/** What a session tells the page: state events and the other side's media. */
export interface CallSessionHandlers {
  dispatch(event: CallEvent): void;
  onRemoteStream(stream: MediaStream | null): void;
}

/**
 * One person's side of a call: the signalling WebSocket (reconnected with back-off after a drop) and, for the
 * built-in call, the RTCPeerConnection. The doctor makes the offers (when both are in, after a reconnection,
 * when ICE fails); the patient answers each offer on a fresh connection, so either side can reload or drop
 * and come back. On LiveKit (`media: 'elsewhere'`) the socket only brings the end of the call and refusals:
 * presence and media are the LiveKit room's (liveKitLink.ts).
 */
export class CallSession {
  private socket: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  private attempts = 0;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private peerPresent = false;
  /** The words of the server's last refusal or end: the close that follows carries only a code. */
  private lastError: string | null = null;
  /** The signals being handled, in the order they came. */
  private inbox: Promise<void> = Promise.resolve();
  /** Candidates that came before the connection had the other side's description. */
  private pending: IceCandidate[] = [];

  constructor(
    private readonly room: VideoRoom,
    private readonly local: MediaStream,
    private readonly handlers: CallSessionHandlers,
    private readonly media: 'peer-to-peer' | 'elsewhere' = 'peer-to-peer',
  ) {}

  /** Opens the room's WebSocket. */
  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Leaves: closes the connection and the WebSocket (the room keeps the place of nobody). */
  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.closePeer();
    this.socket?.close(1000, 'leave');
    this.socket = null;
  }

  /** Switches to audio only: stops sending video and tells the other side. */
  audioOnly(): void {
    for (const track of this.local.getVideoTracks()) {
      track.stop();
      this.local.removeTrack(track);
    }
    for (const sender of this.pc?.getSenders() ?? [])
      if (sender.track?.kind === 'video' || sender.track === null)
        void sender.replaceTrack(null).catch(() => undefined);
    this.send({ type: 'mode', mode: 'audio' });
  }

  private send(message: ClientSignal): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect(): void {
    const url = new URL(this.room.signal_path, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
    };
    socket.onmessage = (message) => {
      if (typeof message.data !== 'string') return;
      let signal: ServerSignal;
      try {
        signal = JSON.parse(message.data) as ServerSignal;
      } catch {
        return;
      }
      // The words of a refusal or an end, kept at once: the close that follows may come before the inbox
      // below has reached them.
      if (signal.type === 'error') this.lastError = signal.message;
      if (signal.type === 'ended') this.lastError = signal.reason;
      // One at a time, in order: a candidate must not overtake the offer or answer it belongs to.
      this.inbox = this.inbox.then(() => this.onSignal(signal)).catch(() => undefined);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (event.code === SIGNAL_CLOSE.ended) {
        // Refused because the call is over: the words came first, as an error.
        this.handlers.dispatch({ type: 'ended', reason: this.lastError });
        this.stop();
        return;
      }
      if (event.code === SIGNAL_CLOSE.refused || event.code === SIGNAL_CLOSE.full) {
        this.handlers.dispatch({ type: 'refused', message: this.lastError ?? event.reason });
        this.stop();
        return;
      }
      if (event.code === SIGNAL_CLOSE.replaced) {
        this.handlers.dispatch({ type: 'refused', message: OPENED_ELSEWHERE });
        this.stop();
        return;
      }
      // The server's words for a drop it explains (its call service cannot reach the other side), else none.
      if (this.media === 'peer-to-peer')
        this.handlers.dispatch({
          type: 'connection-lost',
          message: this.lastError === VIDEO_MESSAGES.relayDown ? this.lastError : null,
        });
      this.lastError = null;
      this.retry = setTimeout(() => this.connect(), reconnectDelay(this.attempts));
      this.attempts += 1;
    };
  }

  private async onSignal(signal: ServerSignal): Promise<void> {
    if (this.media === 'elsewhere' && signal.type !== 'ended' && signal.type !== 'error') return;
    switch (signal.type) {
      case 'welcome':
        this.peerPresent = signal.peer !== null;
        this.handlers.dispatch({ type: 'signal-open', peerName: signal.peer?.name ?? null });
        if (signal.peer && this.room.role === 'doctor') await this.offer();
        return;
      case 'peer-joined':
        this.peerPresent = true;
        this.handlers.dispatch({ type: 'peer-joined', name: signal.name });
        if (this.room.role === 'doctor') await this.offer();
        return;
      case 'peer-left':
        this.peerPresent = false;
        this.closePeer();
        this.handlers.dispatch({ type: 'peer-left' });
        return;
      case 'offer': {
        const pc = this.newPeer();
        await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        await this.flushCandidates(pc);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        this.send({ type: 'answer', sdp: answer.sdp ?? '' });
        return;
      }
      case 'answer': {
        const pc = this.pc;
        if (pc?.signalingState !== 'have-local-offer') return;
        await pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await this.flushCandidates(pc);
        return;
      }
      case 'ice':
        if (!signal.candidate) return;
        if (this.pc?.remoteDescription)
          await this.pc.addIceCandidate(signal.candidate).catch(() => undefined);
        else if (this.pending.length < 100) this.pending.push(signal.candidate);
        return;
      case 'ended':
        this.handlers.dispatch({ type: 'ended', reason: signal.reason });
        this.stop();
        return;
      case 'error':
        this.lastError = signal.message;
        return;
      case 'mode':
      case 'pong':
        return;
    }
  }

  private async flushCandidates(pc: RTCPeerConnection): Promise<void> {
    for (const candidate of this.pending.splice(0))
      await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /** The doctor's offer on a fresh connection (first contact, the other side's return, a failed ICE). */
  private async offer(): Promise<void> {
    const pc = this.newPeer();
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    this.send({ type: 'offer', sdp: offer.sdp ?? '' });
  }

  private newPeer(): RTCPeerConnection {
    this.closePeer();
    this.pending = [];
    const pc = new RTCPeerConnection({
      iceServers: this.room.ice_servers,
      iceTransportPolicy: this.room.ice_transport_policy,
    });
    this.pc = pc;
    for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    if (this.local.getVideoTracks().length === 0 && this.room.mode === 'video')
      pc.addTransceiver('video', { direction: 'recvonly' });
    pc.onicecandidate = (event) => {
      this.send({
        type: 'ice',
        candidate: event.candidate ? (event.candidate.toJSON() as IceCandidate) : null,
      });
    };
    pc.ontrack = (event) => {
      this.handlers.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      if (pc.connectionState === 'connected') this.handlers.dispatch({ type: 'media-connected' });
      if (pc.connectionState === 'failed') {
        this.handlers.dispatch({ type: 'connection-lost' });
        if (this.room.role === 'doctor' && this.peerPresent) void this.offer();
      }
    };
    return pc;
  }

  private closePeer(): void {
    if (!this.pc) return;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.pc = null;
    this.handlers.onRemoteStream(null);
  }
}
