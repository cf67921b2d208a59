/**
 * The site's host (`rugbyhellas.gr`, `localhost:8787`), for the few addresses that must be
 * absolute (a calendar's webcal:// link). The browser knows it; a page drawn on the server is told
 * the host it was asked on (web/entry-server.tsx), so the link is right before any script runs.
 */
let drawnHost: string | undefined;

/** The host of the page being drawn on the server. */
export function setDrawnHost(host: string | undefined) {
  drawnHost = host;
}

export const siteHost = (): string => (typeof window === "undefined" ? (drawnHost ?? "") : window.location.host);
