import { useEffect, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useParams } from 'react-router-dom';
import { ROUTES, formatIndiaDate, formatIndiaTime, type VideoRoom } from '@medibridge/contract';
import { Link, Alert, Button, Spinner, translate, useLanguage } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useCallTexts } from '../i18n/call';
import { useVideoRoomCloseMutation, useVideoRoomQuery } from './callApi';
import { callReducer, initialCallState, type CallState } from './callMachine';
import { CallSession, type CallSessionHandlers } from './callSession';
import type { LiveKitLink } from './liveKitLink';
import {
  Controls,
  Help,
  LocalVideo,
  Overlay,
  RemoteVideo,
  Screens,
  Stage,
  Title,
} from './CallPage.styles';

/**
 * The LiveKit client (livekit-client and liveKitLink.ts): a lazy chunk of its own, loaded only when the
 * server runs calls on LiveKit, so the built-in call and every other page never download it.
 */
const loadLiveKit = () => import('./liveKitLink');

/** A media element showing a stream (React has no srcObject attribute). */
function useStream(stream: MediaStream | null): RefObject<HTMLVideoElement | null> {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return ref;
}

function mediaProblem(error: unknown): 'denied' | 'no-device' | 'other' {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  return 'other';
}

/** What the call says over the picture, by phase. */
function useStatusText(room: VideoRoom, state: CallState): string | null {
  const t = useCallTexts();
  switch (state.phase) {
    case 'media':
      return t('Allow the camera and microphone when your browser asks.');
    case 'joining':
      return t('Joining the consultation…');
    case 'waiting':
      return room.role === 'patient'
        ? t('Waiting for your doctor to join. Please stay on this page.')
        : t('Waiting for {name} to join.', { name: room.other_party ?? t('the patient') });
    case 'connecting':
      return t('Connecting to {name}…', { name: state.peerName ?? '' });
    case 'reconnecting':
      return state.message ? translate(state.message) : t('The connection dropped. Reconnecting…');
    case 'live':
      return state.audioOnly ? t('Audio call with {name}', { name: state.peerName ?? '' }) : null;
    default:
      return null;
  }
}

/** What to do when the browser blocked the camera or microphone, or there is none. */
function MediaHelp({
  state,
  onRetry,
  onAudio,
}: {
  state: CallState;
  onRetry: () => void;
  onAudio: () => void;
}): ReactNode {
  const t = useCallTexts();
  return (
    <Alert
      tone="error"
      autoDismissMs={null}
      title={
        state.problem === 'no-device'
          ? t('We could not find a camera or microphone.')
          : t('Your browser blocked the camera or microphone.')
      }
    >
      <Help>
        {state.problem === 'no-device' ? (
          <>
            <li>{t('Plug in or switch on a microphone (and camera), then press Try again.')}</li>
            <li>{t('No camera? Join with audio only.')}</li>
          </>
        ) : (
          <>
            <li>{t('Tap the lock or camera icon next to the address bar.')}</li>
            <li>{t('Set Camera and Microphone to Allow for this site.')}</li>
            <li>
              {t(
                'On a phone, also allow them for your browser in the phone’s Settings, under Apps.',
              )}
            </li>
            <li>{t('Then press Try again.')}</li>
          </>
        )}
      </Help>
      <Controls>
        <Button type="button" size="sm" onClick={onRetry}>
          {t('Try again')}
        </Button>
        {state.audioOnly ? null : (
          <Button type="button" size="sm" variant="secondary" onClick={onAudio}>
            {t('Join with audio only')}
          </Button>
        )}
      </Controls>
    </Alert>
  );
}

/** The live part of the page: media, the session, the controls. */
function CallRoom({ room }: { room: VideoRoom }): ReactNode {
  const t = useCallTexts();
  const [state, dispatch] = useReducer(callReducer, room.mode, initialCallState);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const session = useRef<CallSession | null>(null);
  const link = useRef<LiveKitLink | null>(null);
  const [closeRoom, closing] = useVideoRoomCloseMutation();
  const localRef = useStream(local);
  const remoteRef = useStream(remote);
  const status = useStatusText(room, state);

  useEffect(() => {
    if (state.phase !== 'media') return undefined;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ audio: true, video: state.audioOnly ? false : { width: 640, height: 480 } })
      .then((stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        setLocal(stream);
        dispatch({ type: 'media-ok' });
      })
      .catch((error: unknown) => {
        if (!cancelled) dispatch({ type: 'media-failed', problem: mediaProblem(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [state.phase, state.audioOnly]);

  // On LiveKit, start fetching its client while the browser asks for the camera.
  useEffect(() => {
    if (room.provider === 'livekit') loadLiveKit().catch(() => undefined);
  }, [room.provider]);

  useEffect(() => {
    if (!local) return undefined;
    const liveKit = room.provider === 'livekit' ? room.livekit : null;
    const handlers: CallSessionHandlers = { dispatch, onRemoteStream: setRemote };
    const current = new CallSession(room, local, handlers, liveKit ? 'elsewhere' : 'peer-to-peer');
    session.current = current;
    current.start();
    let cancelled = false;
    if (liveKit)
      loadLiveKit()
        .then(({ LiveKitLink }) => {
          if (cancelled) return;
          link.current = new LiveKitLink(liveKit, local, handlers);
          void link.current.start();
        })
        .catch(() => {
          if (!cancelled)
            dispatch({
              type: 'refused',
              message: 'The call could not be opened just now. Please try again.',
            });
        });
    return () => {
      cancelled = true;
      current.stop();
      link.current?.stop();
      link.current = null;
      session.current = null;
      for (const track of local.getTracks()) track.stop();
    };
  }, [room, local]);

  useEffect(() => {
    for (const track of local?.getAudioTracks() ?? []) track.enabled = !state.muted;
    for (const track of local?.getVideoTracks() ?? []) track.enabled = !state.cameraOff;
    link.current?.setMuted(state.muted);
    link.current?.setCameraOff(state.cameraOff);
  }, [local, state.muted, state.cameraOff]);

  const over = state.phase === 'ended' || state.phase === 'refused';
  useEffect(() => {
    if (!over) return;
    session.current?.stop();
    link.current?.stop();
  }, [over]);

  const onAudioOnly = (): void => {
    dispatch({ type: 'audio-only' });
    link.current?.audioOnly();
    session.current?.audioOnly();
  };

  if (state.phase === 'ended')
    return (
      <Alert tone="info" autoDismissMs={null} title={t('The consultation has ended.')}>
        {state.message ? <p>{translate(state.message)}</p> : null}
        <p>
          {t(
            'Thank you. Your prescription will appear under My Appointments when the doctor issues it.',
          )}
        </p>
        <Button as={Link} size="sm" to={ROUTES.myAppointment}>
          {t('My Appointments')}
        </Button>
      </Alert>
    );
  if (state.phase === 'refused')
    return (
      <Alert tone="error" autoDismissMs={null} title={t('You cannot join this call.')}>
        <p>{translate(state.message ?? '')}</p>
      </Alert>
    );

  return (
    <>
      {state.phase === 'blocked' ? (
        <MediaHelp
          state={state}
          onRetry={() => dispatch({ type: 'retry-media' })}
          onAudio={() => {
            dispatch({ type: 'audio-only' });
            dispatch({ type: 'retry-media' });
          }}
        />
      ) : null}
      <Screens>
        <RemoteVideo
          ref={remoteRef}
          autoPlay
          playsInline
          aria-label={t('The other side’s video')}
          data-testid="remote-media"
        />
        {status ? (
          <Overlay role="status" aria-live="polite">
            {status}
          </Overlay>
        ) : null}
        {local && !state.audioOnly && !state.cameraOff ? (
          <LocalVideo ref={localRef} autoPlay playsInline muted aria-label={t('Your camera')} />
        ) : null}
      </Screens>
      <Controls>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-pressed={state.muted}
          onClick={() => dispatch({ type: 'toggle-mute' })}
        >
          {state.muted ? t('Unmute') : t('Mute')}
        </Button>
        {state.audioOnly ? null : (
          <>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-pressed={state.cameraOff}
              onClick={() => dispatch({ type: 'toggle-camera' })}
            >
              {state.cameraOff ? t('Camera on') : t('Camera off')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={onAudioOnly}>
              {t('Switch to audio')}
            </Button>
          </>
        )}
        {room.role === 'doctor' ? (
          <Button
            type="button"
            size="sm"
            variant="danger"
            disabled={closing.isLoading}
            onClick={() => {
              void closeRoom(room.appointment_no)
                .unwrap()
                .then(() => dispatch({ type: 'ended' }))
                .catch(() => undefined);
            }}
          >
            {t('End consultation')}
          </Button>
        ) : (
          <Button as={Link} size="sm" variant="danger" to={ROUTES.myAppointment}>
            {t('Leave call')}
          </Button>
        )}
      </Controls>
    </>
  );
}

/**
 * `/appointment/doctor-on-call/:appt_no`: the consultation call of an appointment, for its patient and for
 * the doctor serving it (deviation 7: a room per appointment, admitted by the server). Before the window it
 * says when the call opens; others get the server's refusal.
 */
export function CallPage(): ReactNode {
  const t = useCallTexts();
  const language = useLanguage();
  const { appt_no: apptNo = '' } = useParams();
  const { data: room, error, isLoading, refetch } = useVideoRoomQuery(apptNo);

  let body: ReactNode;
  if (isLoading) body = <Spinner label={t('Opening your consultation…')} />;
  else if (error || !room)
    body = (
      <Alert tone="error" autoDismissMs={null}>
        {translate(
          problemOf(error, 'The call could not be opened just now. Please try again.').message,
        )}
      </Alert>
    );
  else if (!room.can_join)
    body = (
      <Alert tone="info" autoDismissMs={null} title={translate(room.reason ?? '')}>
        {room.opens_at && room.closes_at && room.state === 'not_yet' ? (
          <p>
            {t('The call is open on {date} from {from} to {to}.', {
              date: formatIndiaDate(room.opens_at, language),
              from: formatIndiaTime(room.opens_at),
              to: formatIndiaTime(room.closes_at),
            })}
          </p>
        ) : null}
        <Controls>
          <Button type="button" size="sm" onClick={() => void refetch()}>
            {t('Check again')}
          </Button>
          <Button as={Link} size="sm" variant="secondary" to={ROUTES.myAppointment}>
            {t('My Appointments')}
          </Button>
        </Controls>
      </Alert>
    );
  else body = <CallRoom room={room} />;

  return (
    <Stage aria-labelledby="call-title">
      <Title id="call-title">
        {room?.role === 'doctor'
          ? t('Consultation with {name}', { name: room.other_party ?? '' })
          : t('Your consultation')}
      </Title>
      {room ? (
        <p>
          {t('{department} · appointment {number} · {mode} call', {
            department: room.department,
            number: room.appointment_no,
            mode: room.mode === 'audio' ? t('Audio') : t('Video'),
          })}
        </p>
      ) : null}
      {body}
    </Stage>
  );
}
