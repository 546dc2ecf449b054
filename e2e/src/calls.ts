/**
 * What the call journeys share (videoCall, turnRelay): Chromium with a fake camera and microphone, pages whose
 * RTCPeerConnections and WebSockets the test can read, the booking of a Consult Now call, and the media
 * checks on `getStats()`: bytes received per kind, and the candidate pair ICE selected.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, PHONE, type JourneyPage, openPage } from './harness';

export { bookConsultNow, logIn } from './session';

/** Chromium that hands pages a fake camera and microphone without asking. */
export function launchMediaBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/**
 * A page at 360×640 whose RTCPeerConnections the test can read: an init script of the test keeps each one
 * the page makes on `window.__e2ePeers` (the app ships nothing for it), and its WebSockets on
 * `window.__e2eSockets`, so a test can drop the signalling connection like a network would.
 */
export async function callPage(browser: Browser, baseUrl: string): Promise<JourneyPage> {
  const p = await openPage(browser, PHONE);
  await p.context.grantPermissions(['camera', 'microphone'], { origin: baseUrl });
  await p.context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    (window as unknown as { __e2ePeers: RTCPeerConnection[] }).__e2ePeers = peers;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        peers.push(this);
      }
    } as typeof RTCPeerConnection;
    const NativeSocket = window.WebSocket;
    const sockets: WebSocket[] = [];
    (window as unknown as { __e2eSockets: WebSocket[] }).__e2eSockets = sockets;
    window.WebSocket = class extends NativeSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    } as typeof WebSocket;
  });
  return p;
}

/** Bytes received so far on the page's peer connections, by media kind (inbound-rtp). */
export function receivedBytes(page: Page): Promise<{ audio: number; video: number }> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __e2ePeers?: RTCPeerConnection[] }).__e2ePeers ?? [];
    const totals = { audio: 0, video: 0 };
    for (const pc of peers) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      stats.forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && (report.kind === 'audio' || report.kind === 'video'))
          totals[report.kind] += report.bytesReceived ?? 0;
      });
    }
    return totals;
  });
}

/** Waits (up to 30 s) until the page has received audio and video bytes; what it received. */
export async function waitForMedia(page: Page): Promise<{ audio: number; video: number }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const bytes = await receivedBytes(page);
    if (bytes.audio > 0 && bytes.video > 0) return bytes;
    if (Date.now() > deadline) throw new Error(`no media received: ${JSON.stringify(bytes)}`);
    await page.waitForTimeout(500);
  }
}

/** One end of the candidate pair ICE selected, as `getStats()` reports it. */
export interface SelectedCandidate {
  candidateType: string;
  address: string;
  port: number;
  protocol: string;
  /** For a relay candidate: how the browser reaches the TURN server (udp, tcp, tls). */
  relayProtocol: string | null;
}

/** The page's live connection: its ICE configuration and the candidate pair in use (null: none yet). */
export interface SelectedPath {
  iceTransportPolicy: string;
  /** The TURN usernames the page was given (coturn REST credentials: `<expiry>:<user id>`). */
  turnUsernames: string[];
  local: SelectedCandidate;
  remote: SelectedCandidate;
}

/**
 * The candidate pair each open peer connection of the page uses: the transport's `selectedCandidatePairId`
 * (or, when a browser leaves that out, the nominated pair that succeeded), with its local and remote
 * candidates.
 */
export function selectedPaths(page: Page): Promise<(SelectedPath | null)[]> {
  return page.evaluate(async () => {
    type Report = Record<string, unknown> & { id: string; type: string };
    const peers = (window as unknown as { __e2ePeers?: RTCPeerConnection[] }).__e2ePeers ?? [];
    const out: (SelectedPath | null)[] = [];
    for (const pc of peers) {
      if (pc.connectionState === 'closed') continue;
      const reports = new Map<string, Report>();
      (await pc.getStats()).forEach((r: Report) => reports.set(r.id, r));
      const all = [...reports.values()];
      const transport = all.find((r) => r.type === 'transport');
      const pair =
        (transport?.selectedCandidatePairId
          ? reports.get(transport.selectedCandidatePairId as string)
          : undefined) ??
        all.find((r) => r.type === 'candidate-pair' && r.nominated && r.state === 'succeeded');
      const candidate = (id: unknown): SelectedCandidate | null => {
        const r = reports.get(id as string);
        if (!r) return null;
        return {
          candidateType: String(r.candidateType),
          address: String(r.address ?? r.ip),
          port: Number(r.port),
          protocol: String(r.protocol),
          relayProtocol: typeof r.relayProtocol === 'string' ? r.relayProtocol : null,
        };
      };
      const local = pair ? candidate(pair.localCandidateId) : null;
      const remote = pair ? candidate(pair.remoteCandidateId) : null;
      const config = pc.getConfiguration();
      out.push(
        local && remote
          ? {
              iceTransportPolicy: config.iceTransportPolicy ?? 'all',
              turnUsernames: (config.iceServers ?? [])
                .map((s) => s.username)
                .filter((u): u is string => typeof u === 'string'),
              local,
              remote,
            }
          : null,
      );
    }
    return out;
  });
}
