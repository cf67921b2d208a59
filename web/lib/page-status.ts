/**
 * The HTTP status of a page drawn on the server (web/entry-server.tsx): a screen that shows
 * "not found" (an unknown address, a club or an article that does not exist) says so while it
 * renders, so the worker answers 404 and crawlers do not index the page. In the browser it does
 * nothing. Renders on the server run one at a time, so one variable is enough.
 */
let notFound = false;

/** Called by a screen that renders a "not found" state. */
export function useNotFoundStatus() {
  if (typeof document === "undefined") notFound = true;
}

/** Whether the page just drawn was a "not found" one (and forgets it). */
export function takeNotFoundStatus(): boolean {
  const result = notFound;
  notFound = false;
  return result;
}
