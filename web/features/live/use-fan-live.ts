/**
 * The fans' copy of a fixture's live state (the match page's live panel), and whether the clubs'
 * entered results differ (issue 19). The API is asked as the panel starts and every 15 s while no
 * socket is open; the socket's messages are joined in as they come (snapshot.ts: by the events'
 * keys, so no copy ever loses an event). Held in the panel's own state, not in a query cache: on a
 * drawn page the panel is an island of its own, and no page needs TanStack Query for it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { LiveSnapshot } from "../../../schema/live-protocol";
import type { ResultRecord } from "./api";
import { connectLive, POLL_MS, type SocketState } from "./live-connection";
import { livePaths } from "./live-paths";
import { mergeSnapshots, withEvent } from "./snapshot";

/** A public read of the live API (live-paths.ts); offline or refused, it throws. */
async function read<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${path}`);
  return (await response.json()) as T;
}

export function useFanLive(fixtureId: number) {
  const held = useRef<LiveSnapshot>(undefined);
  const [snapshot, setSnapshot] = useState<LiveSnapshot>();
  const [receivedAt, setReceivedAt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [socket, setSocket] = useState<SocketState>("connecting");
  const [disputed, setDisputed] = useState(false);

  const hold = useCallback((next: LiveSnapshot) => {
    held.current = next;
    setSnapshot(next);
    setReceivedAt(Date.now());
    setFailed(false);
  }, []);

  const askState = useCallback(async () => {
    try {
      hold(mergeSnapshots(held.current, await read<LiveSnapshot>(livePaths.state(fixtureId))));
    } catch {
      // Offline or refused: the last state received stays, with its time.
      setFailed(true);
    }
  }, [fixtureId, hold]);

  const askResult = useCallback(async () => {
    try {
      const record = await read<Pick<ResultRecord, "state">>(livePaths.result(fixtureId));
      setDisputed(record.state === "disputed");
    } catch {
      // The score shows as it was; the next result message asks again.
    }
  }, [fixtureId]);

  useEffect(() => {
    void askState();
    void askResult();
  }, [askState, askResult]);

  useEffect(
    () =>
      connectLive(fixtureId, {
        onSocketState: setSocket,
        onMessage: (data) => {
          if (data.type === "state") {
            const { type: _type, ...received } = data;
            hold(mergeSnapshots(held.current, received));
          } else if (data.type === "event") {
            if (held.current) hold(withEvent(held.current, data.event, data.updatedAt));
            else void askState();
            // Full-time: its result follows in D1 (the `result` message says when); ask at once too.
            if (data.event.type === "full-time") void askResult();
          } else if (data.type === "result") {
            void askResult();
          }
        },
      }),
    [fixtureId, hold, askState, askResult],
  );

  // Where no socket can be held, the API every 15 s instead.
  useEffect(() => {
    if (socket === "open") return;
    const timer = setInterval(() => void askState(), POLL_MS);
    return () => clearInterval(timer);
  }, [socket, askState]);

  return { snapshot, receivedAt, isError: failed && !snapshot, refetch: askState, disputed };
}
