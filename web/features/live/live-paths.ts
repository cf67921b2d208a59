/**
 * The addresses the fans' live panel asks (worker/modules/live/live.ts), written out rather than
 * through the typed client: on a match day's page the client would be the largest part of the
 * panel's code. live-paths.test.ts checks them against the typed client's own.
 */
export const livePaths = {
  state: (fixtureId: number) => `/api/fixtures/${fixtureId}/live`,
  result: (fixtureId: number) => `/api/fixtures/${fixtureId}/result`,
  socket: (fixtureId: number) => `/api/fixtures/${fixtureId}/live/socket`,
};

/** The read-only socket on this site: ws: or wss: as the page is http: or https:. */
export function liveSocketUrl(fixtureId: number, page: URL = new URL(window.location.href)): string {
  const url = new URL(livePaths.socket(fixtureId), page);
  url.protocol = page.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}
