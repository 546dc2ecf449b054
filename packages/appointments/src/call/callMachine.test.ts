import { VIDEO_MESSAGES } from '@medibridge/contract';
import {
  callReducer,
  type CallEvent,
  type CallState,
  initialCallState,
  reconnectDelay,
} from './callMachine';

const run = (mode: 'video' | 'audio', events: CallEvent[]) =>
  events.reduce(callReducer, initialCallState(mode));

describe('the call’s states', () => {
  it('goes from media to the waiting room, then live when the doctor joins and media flows', () => {
    const waiting = run('video', [{ type: 'media-ok' }, { type: 'signal-open', peerName: null }]);
    expect(waiting.phase).toBe('waiting');
    const joined = callReducer(waiting, { type: 'peer-joined', name: 'Dr Asha Rao' });
    expect(joined).toMatchObject({ phase: 'connecting', peerName: 'Dr Asha Rao' });
    expect(callReducer(joined, { type: 'media-connected' }).phase).toBe('live');
  });

  it('joins straight into connecting when the other side is already in', () => {
    expect(
      run('video', [{ type: 'media-ok' }, { type: 'signal-open', peerName: 'Ravi' }]),
    ).toMatchObject({ phase: 'connecting', peerName: 'Ravi' });
  });

  it('explains blocked media and tries again on request', () => {
    const blocked = run('video', [{ type: 'media-failed', problem: 'denied' }]);
    expect(blocked).toMatchObject({ phase: 'blocked', problem: 'denied' });
    expect(callReducer(blocked, { type: 'retry-media' })).toMatchObject({
      phase: 'media',
      problem: null,
    });
  });

  it('reconnects after a drop and goes back to the waiting room when the other side leaves', () => {
    const live = run('video', [
      { type: 'media-ok' },
      { type: 'signal-open', peerName: 'Ravi' },
      { type: 'media-connected' },
    ]);
    const lost = callReducer(live, { type: 'connection-lost' });
    expect(lost.phase).toBe('reconnecting');
    expect(callReducer(lost, { type: 'media-connected' }).phase).toBe('live');
    expect(callReducer(live, { type: 'peer-left' }).phase).toBe('waiting');
  });

  it('says why it is reconnecting when the server said (its call service cannot reach the other side)', () => {
    const live: CallState = { ...initialCallState('video'), phase: 'live', peerName: 'Dr Asha' };
    const words = VIDEO_MESSAGES.relayDown;
    const lost = callReducer(live, { type: 'connection-lost', message: words });
    expect(lost).toMatchObject({ phase: 'reconnecting', message: words });
    // A later drop without words replaces them.
    expect(callReducer(lost, { type: 'connection-lost' }).message).toBeNull();
  });

  it('keeps why the call ended: the doctor closed it, or its time was up', () => {
    const reason = 'The time of this consultation is over, so the call has ended.';
    const live = run('video', [{ type: 'media-ok' }, { type: 'signal-open', peerName: 'Ravi' }]);
    expect(callReducer(live, { type: 'ended', reason })).toMatchObject({
      phase: 'ended',
      message: reason,
    });
    expect(callReducer(live, { type: 'ended' })).toMatchObject({ phase: 'ended', message: null });
  });

  it('stays ended whatever arrives late', () => {
    const ended = run('video', [{ type: 'media-ok' }, { type: 'ended' }]);
    expect(callReducer(ended, { type: 'peer-joined', name: 'x' }).phase).toBe('ended');
    expect(callReducer(ended, { type: 'connection-lost' }).phase).toBe('ended');
    const refused = run('video', [
      { type: 'refused', message: 'Two people are already in this call.' },
    ]);
    expect(refused).toMatchObject({
      phase: 'refused',
      message: 'Two people are already in this call.',
    });
  });

  it('mutes, turns the camera off and switches to audio; an audio call has no camera to turn on', () => {
    const state = run('video', [{ type: 'toggle-mute' }, { type: 'toggle-camera' }]);
    expect(state).toMatchObject({ muted: true, cameraOff: true, audioOnly: false });
    const audio = callReducer(state, { type: 'audio-only' });
    expect(audio).toMatchObject({ audioOnly: true, cameraOff: true });
    expect(callReducer(audio, { type: 'toggle-camera' }).cameraOff).toBe(true);
    expect(initialCallState('audio').audioOnly).toBe(true);
  });

  it('waits longer after each failed reconnection, up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});
