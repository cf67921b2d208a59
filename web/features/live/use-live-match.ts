/**
 * A fixture's live state, kept current: a read-only WebSocket pushes each new state into the
 * query cache (on screen within the 2 s the issue asks, usually far less); where no socket can be
 * held, the query polls every 15 s instead. Offline, the last state stays with the time it came.
 *
 * Every copy that arrives (the socket's whole state, a poll's or a reconnect's answer) is joined
 * with the one held by the events' keys (snapshot.ts), never put in its place: an answer asked for
 * before an event was stored, landing after the socket brought that event, would otherwise take it
 * off the screen for good (issue 19: the official's phone at 9-3 while every fan had 14-3). When the
 * signal returns, the socket opens again at once, and its first message is the server's state.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { LiveSnapshot } from "../../../schema/live-protocol";
import { liveKeys, liveQuery } from "./api";
import { connectLive, POLL_MS, type SocketState } from "./live-connection";
import { mergeSnapshots, withEvent } from "./snapshot";

export function useLiveMatch(fixtureId: number) {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<SocketState>("connecting");
  const query = useQuery({
    ...liveQuery(fixtureId),
    refetchInterval: socket === "open" ? false : POLL_MS,
    staleTime: 0,
    structuralSharing: (held, received) => mergeSnapshots(held as LiveSnapshot | undefined, received as LiveSnapshot),
  });

  useEffect(
    () =>
      connectLive(fixtureId, {
        onSocketState: setSocket,
        // What the socket sends (schema/live-protocol.ts): the whole state, then each new event, and
        // `result` once full-time's result is written (or taken back).
        onMessage: (data) => {
          const key = liveQuery(fixtureId).queryKey;
          if (data.type === "state") {
            const { type: _type, ...snapshot } = data;
            queryClient.setQueryData(key, (held) => mergeSnapshots(held, snapshot));
          } else if (data.type === "event") {
            const known = queryClient.getQueryData(key);
            if (known) queryClient.setQueryData(key, withEvent(known, data.event, data.updatedAt));
            else void queryClient.invalidateQueries({ queryKey: key });
            // Full-time: its result follows in D1 (the `result` message says when); ask at once too.
            if (data.event.type === "full-time") void queryClient.invalidateQueries({ queryKey: liveKeys.result(fixtureId) });
          } else if (data.type === "result") {
            // Full-time's result is in D1 (or was taken back): its state in words follows.
            void queryClient.invalidateQueries({ queryKey: liveKeys.result(fixtureId) });
          }
        },
      }),
    [fixtureId, queryClient],
  );

  return { snapshot: query.data, receivedAt: query.dataUpdatedAt, isError: query.isError && !query.data, socket, refetch: query.refetch };
}
