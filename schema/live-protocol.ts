/**
 * The live match's WebSocket (GET /api/fixtures/{id}/live/socket), declared once for both ends:
 * the fixture's Durable Object (worker/modules/live/live-match.ts) sends these, the app's live feature
 * (web/features/live/use-live-match.ts) reads them. The socket is for watching: events are
 * written over HTTPS (POST /api/fixtures/{id}/live/events), never on it.
 */
import type { LiveEvent, LiveState, RugbyCode } from "../domain/live";

/**
 * What fans and officials receive (also the answer of GET /api/fixtures/{id}/live): the computed
 * state, and the events it comes from (an official's phone adds its own queued events to them and
 * computes the same state offline). `date` is the fixture's (Athens): a match is LIVE on its day only.
 */
export type LiveSnapshot = { fixtureId: number; code: RugbyCode; date: string | null; state: LiveState; events: LiveEvent[]; updatedAt: string | null };

/** Server → client: a socket that sends anything but a ping gets this, and nothing changes. */
export const READ_ONLY_SOCKET = { type: "error", code: "read_only", message: "This connection is read-only: events are recorded over HTTPS." } as const;

/**
 * Server → client, as JSON text: the whole state when the socket connects, then each new event
 * (an undo too), and `result` once full-time's result is written (or taken back) in D1. A page
 * that missed one (a dropped socket) gets the whole state again when it reconnects.
 */
export type LiveServerMessage =
  | ({ type: "state" } & LiveSnapshot)
  | { type: "event"; fixtureId: number; event: LiveEvent; updatedAt: string }
  | { type: "result"; fixtureId: number; state: string | null }
  | typeof READ_ONLY_SOCKET;

/** Client → server: the one message the socket answers (with LIVE_PONG), to learn it is still alive. */
export const LIVE_PING = "ping";
/** Server → client: the answer to LIVE_PING, as plain text. */
export const LIVE_PONG = "pong";
export type LiveClientMessage = typeof LIVE_PING;

/** A server message from the socket's text, or null for anything else (a pong). */
export function readLiveMessage(data: unknown): LiveServerMessage | null {
  if (typeof data !== "string" || !data.startsWith("{")) return null;
  return JSON.parse(data) as LiveServerMessage;
}
