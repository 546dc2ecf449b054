import {
  DisconnectReason,
  type LocalTrackPublication,
  type RemoteParticipant,
  type RemoteTrack,
  Room,
  RoomEvent,
  Track,
} from 'livekit-client';
import type { VideoRoom } from '@medibridge/contract';
import { reconnectDelay } from './callMachine';
import { type CallSessionHandlers, OPENED_ELSEWHERE } from './callSession';

/**
 * The media of a call on a LiveKit server (VIDEO_PROVIDER=livekit, docs/decisions/0028): joins the room with
 * the token our server signed for this person and this room, publishes the camera and microphone the page
 * already holds, and hands the other side's tracks to the page. Presence and media states go to the call's
 * reducer like the built-in call's; the end of the call (the doctor's close, the window's end) still comes
 * from our signalling socket. This module and livekit-client are one lazy chunk, loaded only for LiveKit.
 */
export class LiveKitLink {
  private readonly room = new Room({ adaptiveStream: true, dynacast: true });
  private stopped = false;
  private attempts = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private readonly published = new Map<Track.Kind, LocalTrackPublication>();
  private readonly remote = new Map<string, MediaStreamTrack>();
  /** What the page's buttons say, applied to the tracks whenever they are published. */
  private muted = false;
  private cameraOff = false;

  constructor(
    private readonly server: NonNullable<VideoRoom['livekit']>,
    private readonly local: MediaStream,
    private readonly handlers: CallSessionHandlers,
  ) {
    const { room } = this;
    room.on(RoomEvent.ParticipantConnected, (participant: RemoteParticipant) => {
      this.handlers.dispatch({ type: 'peer-joined', name: nameOf(participant) });
    });
    room.on(RoomEvent.ParticipantDisconnected, (participant: RemoteParticipant) => {
      for (const publication of participant.trackPublications.values())
        this.remote.delete(publication.trackSid);
      this.showRemote();
      if (room.remoteParticipants.size === 0) this.handlers.dispatch({ type: 'peer-left' });
    });
    room.on(RoomEvent.TrackSubscribed, (track: RemoteTrack) => {
      this.remote.set(track.sid ?? track.mediaStreamTrack.id, track.mediaStreamTrack);
      this.showRemote();
      this.handlers.dispatch({ type: 'media-connected' });
    });
    room.on(RoomEvent.TrackUnsubscribed, (track: RemoteTrack) => {
      this.remote.delete(track.sid ?? track.mediaStreamTrack.id);
      this.showRemote();
    });
    room.on(RoomEvent.Reconnecting, () => this.handlers.dispatch({ type: 'connection-lost' }));
    room.on(RoomEvent.Reconnected, () => {
      if (this.remote.size > 0) this.handlers.dispatch({ type: 'media-connected' });
      else this.handlers.dispatch({ type: 'signal-open', peerName: this.peerName() });
    });
    room.on(RoomEvent.Disconnected, (reason?: DisconnectReason) => this.onDisconnected(reason));
  }

  /** Joins the room and publishes the local tracks; the first presence event goes to the page. */
  async start(): Promise<void> {
    try {
      await this.room.connect(this.server.url, this.server.token);
    } catch {
      this.scheduleRetry();
      return;
    }
    if (this.stopped) {
      await this.room.disconnect();
      return;
    }
    this.attempts = 0;
    for (const track of this.local.getTracks()) {
      const publication = await this.room.localParticipant.publishTrack(track, {
        source: track.kind === 'video' ? Track.Source.Camera : Track.Source.Microphone,
      });
      this.published.set(publication.kind, publication);
    }
    this.setMuted(this.muted);
    this.setCameraOff(this.cameraOff);
    this.handlers.dispatch({ type: 'signal-open', peerName: this.peerName() });
  }

  /** Leaves the room for good. */
  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    void this.room.disconnect();
  }

  /** Mute and camera off as the page's buttons say: the tracks stay, the other side is told. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    const publication = this.published.get(Track.Kind.Audio);
    void (muted ? publication?.mute() : publication?.unmute())?.catch(() => undefined);
  }

  setCameraOff(off: boolean): void {
    this.cameraOff = off;
    const publication = this.published.get(Track.Kind.Video);
    void (off ? publication?.mute() : publication?.unmute())?.catch(() => undefined);
  }

  /** Audio only: the camera's track leaves the room. */
  audioOnly(): void {
    const publication = this.published.get(Track.Kind.Video);
    this.published.delete(Track.Kind.Video);
    if (publication?.track)
      void this.room.localParticipant.unpublishTrack(publication.track).catch(() => undefined);
  }

  private peerName(): string | null {
    const [peer] = this.room.remoteParticipants.values();
    return peer ? nameOf(peer) : null;
  }

  private showRemote(): void {
    this.handlers.onRemoteStream(
      this.remote.size ? new MediaStream([...this.remote.values()]) : null,
    );
  }

  private onDisconnected(reason?: DisconnectReason): void {
    if (this.stopped) return;
    this.remote.clear();
    this.showRemote();
    this.published.clear();
    if (reason === DisconnectReason.DUPLICATE_IDENTITY) {
      this.handlers.dispatch({ type: 'refused', message: OPENED_ELSEWHERE });
      return;
    }
    if (
      reason === DisconnectReason.ROOM_DELETED ||
      reason === DisconnectReason.PARTICIPANT_REMOVED
    ) {
      this.handlers.dispatch({ type: 'ended' });
      return;
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.handlers.dispatch({ type: 'connection-lost' });
    this.retry = setTimeout(() => void this.start(), reconnectDelay(this.attempts));
    this.attempts += 1;
  }
}

const nameOf = (participant: RemoteParticipant): string => participant.name || participant.identity;
