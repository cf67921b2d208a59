/**
 * "Now", for what a page shows relative to it (a match 'Completed' once kicked off, the year in
 * the footer). A page drawn on the server and hydrated in the browser must read the same on both
 * sides, whatever the visitor's clock: while hydrating, React asks for the server snapshot, the
 * instant the page was drawn; right after, it re-renders with the browser's own minute.
 */
import { useSyncExternalStore } from "react";

const MINUTE_MS = 60_000;

let drawnAt: number | undefined;

/** The instant the page being drawn (server) or hydrated (browser) was drawn. */
export function setDrawnAt(instant: number | undefined) {
  drawnAt = instant;
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

function subscribeToMinutes(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE_MS / 2);
  return () => clearInterval(timer);
}

/** The current minute, as a Date; the same on the server and in the hydrating browser. */
export function useNow(): Date {
  const instant = useSyncExternalStore(subscribeToMinutes, currentMinute, () => drawnAt ?? currentMinute());
  return new Date(instant);
}
