/**
 * The read-only WebSocket of a fixture's live state (schema/live-protocol.ts), kept open: when it
 * closes it opens again after 1, 3, 10, then every 30 s, and at once when the signal returns (a
 * socket that lived through the gap may be dead without knowing it). Its first message is always
 * the server's whole state. Plain code, no React: the fans' panel (use-fan-live.ts) and the
 * official's screen (use-live-match.ts) hold what it brings each in their own way.
 */
import { type LiveServerMessage, readLiveMessage } from "../../../schema/live-protocol";
import { liveSocketUrl } from "./live-paths";

const RETRY_MS = [1_000, 3_000, 10_000, 30_000];
/** While no socket is open, its holder asks the API this often instead. */
export const POLL_MS = 15_000;

export type SocketState = "connecting" | "open" | "closed";

type LiveConnection = {
  onMessage: (message: LiveServerMessage) => void;
  /** While it is not open, the holder polls the API instead. */
  onSocketState: (state: SocketState) => void;
};

/** Opens the socket of `fixtureId`; returns what closes it for good. */
export function connectLive(fixtureId: number, { onMessage, onSocketState }: LiveConnection): () => void {
  if (typeof WebSocket === "undefined") {
    onSocketState("closed");
    return () => undefined;
  }
  let current: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  const connect = () => {
    onSocketState("connecting");
    current = new WebSocket(liveSocketUrl(fixtureId));
    current.onopen = () => {
      attempt = 0;
      onSocketState("open");
    };
    current.onmessage = (message) => {
      const data = readLiveMessage(message.data);
      if (data) onMessage(data);
    };
    current.onclose = () => {
      onSocketState("closed");
      if (stopped) return;
      // Polling covers the gap; the socket comes back when it can.
      retry = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    };
  };
  /** The signal is back: a new socket now (unless one is on its way), whose first message is the server's state. */
  const reconnect = () => {
    attempt = 0;
    if (current?.readyState === WebSocket.CONNECTING) return;
    clearTimeout(retry);
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close();
    }
    connect();
  };
  connect();
  window.addEventListener("online", reconnect);
  return () => {
    stopped = true;
    window.removeEventListener("online", reconnect);
    clearTimeout(retry);
    current?.close();
  };
}
