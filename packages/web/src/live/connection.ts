import type { LiveAuth, LiveCaughtUp } from '@signals/protocol';
import { CONNECT_ERRORS, SERVER_EVENT_NAMES } from '@signals/protocol/eventNames';
import { io, type Socket } from 'socket.io-client';
import { lastVisitOver } from '../api/lastVisit';
import { memberDataSince } from '../api/servedAt';
import { useConnectionStore } from '../stores/connection';
import { useSessionStore } from '../stores/session';
import { comeBackDelay, missedSince, RECONNECTION } from './reconnectPolicy';
import { dispatchLiveEvent, resyncAll } from './registry';
import { wireLiveEvents } from './wireLiveEvents';

/** Wait before retrying after the server turned a handshake down for a reason other than the session. */
const RETRY_AFTER_REFUSAL_MS = 3000;

let socket: Socket | null = null;
let socketUserId: number | null = null;

/**
 * The app's one socket: opened when someone signs in, closed when they sign
 * out, every event handed to the stores through the registry (wired by
 * wireLiveEvents, here, before the socket opens). Call once at start-up;
 * returns a function that stops it.
 */
export function startLiveConnection(): () => void {
  const unwire = wireLiveEvents();
  const connection = useConnectionStore.getState();
  const onOnline = () => {
    connection.browserWentOnline();
    if (socket && !socket.connected) {
      socket.connect();
    }
  };
  const onOffline = () => connection.browserWentOffline();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  const follow = () => {
    const { status, user } = useSessionStore.getState();
    if (status === 'signedIn' && user) {
      if (socketUserId !== user.id) {
        close();
        open(user.id);
      }
    } else if (status === 'signedOut') {
      close();
    }
  };
  follow();
  const unsubscribe = useSessionStore.subscribe(follow);
  return () => {
    unsubscribe();
    unwire();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    close();
  };
}

function open(userId: number): void {
  const connection = useConnectionStore.getState();
  connection.connecting();
  socketUserId = userId;
  let everConnected = false;
  // A connection asks for every push sent since a moment of the server's clock: the first, since the app began reading
  // this member's data (api/servedAt.ts), so one sent between the reads and the connection is not missed; after a
  // restart, since the stopping server's last push (its notice). Screens opened from the last visit's copies refetch instead.
  let since = useConnectionStore.getState().lastVisit ? undefined : memberDataSince();
  let asked = false;
  const auth = (send: (data: LiveAuth) => void) => {
    asked = since !== undefined;
    send(since === undefined ? {} : { since });
  };
  // Same origin: the session cookie goes with the handshake. WebSocket first, polling when a proxy blocks it.
  const live = io({ transports: ['websocket', 'polling'], tryAllTransports: true, withCredentials: true, auth, ...RECONNECTION });
  socket = live;
  // A stopping server says when this socket should come back (reconnectPolicy): until then it does not try.
  let comeBackIn: number | null = null;
  live.on('server:restarting', (notice: unknown) => {
    since = missedSince(notice);
    comeBackIn = comeBackDelay(notice);
    if (comeBackIn !== null) {
      live.io.reconnection(false);
    }
  });

  for (const event of SERVER_EVENT_NAMES) {
    live.on(event, (payload: unknown) => dispatchLiveEvent(event, payload));
  }
  live.on('live:caught-up', (answer: unknown) => {
    // The server no longer holds every push since then (it restarted, or too long ago): read again what is shown.
    if ((answer as Partial<LiveCaughtUp> | null)?.complete === false) {
      void resyncAll();
    }
  });
  live.on('connect', () => {
    connection.connected();
    lastVisitOver();
    // Asked once: a later drop has its own moment, or none.
    const askedNow = asked;
    since = undefined;
    // A drop the server could not bridge (too long, a restart, rights changed) and that asked for nothing, or screens
    // opened from the last visit's copies: catch up by refetching. One that asked hears whether that was all ('live:caught-up').
    if ((everConnected && !live.recovered && !askedNow) || useConnectionStore.getState().lastVisit) {
      void resyncAll().finally(() => useConnectionStore.getState().caughtUp());
    }
    everConnected = true;
  });
  live.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') {
      return;
    }
    connection.dropped();
    if (comeBackIn !== null) {
      const wait = comeBackIn;
      comeBackIn = null;
      setTimeout(() => {
        if (live === socket) {
          live.io.reconnection(true);
          live.connect();
        }
      }, wait);
      return;
    }
    if (reason === 'io server disconnect') {
      // The server closed us on purpose: signed out elsewhere, banned, or a password change.
      void recheckSession(live);
    }
  });
  live.on('connect_error', (error) => {
    connection.dropped();
    if (!live.active) {
      // A refusal, not a network failure: the client will not retry on its own.
      if (error.message === CONNECT_ERRORS.banned) {
        useSessionStore.getState().sessionEnded('banned');
      } else if (error.message === CONNECT_ERRORS.unauthenticated) {
        void recheckSession(live);
      } else {
        setTimeout(() => live === socket && live.connect(), RETRY_AFTER_REFUSAL_MS);
      }
    }
  });
}

/** Asks the server whether we are still signed in; reconnects if so, else the session store signs out. */
async function recheckSession(live: Socket): Promise<void> {
  await useSessionStore.getState().sessionLoaded();
  if (live === socket && useSessionStore.getState().status === 'signedIn') {
    live.connect();
  }
}

function close(): void {
  if (socket) {
    socket.removeAllListeners();
    socket.close();
    socket = null;
  }
  socketUserId = null;
  useConnectionStore.getState().closed();
}
