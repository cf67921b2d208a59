/**
 * The data a server-rendered page was drawn with (web/entry-server.tsx), handed to the app in the
 * page itself as JSON (not a script: the CSP runs none inline), so the app starts from the same
 * data instead of asking the API again.
 */
import type { DehydratedState } from "@tanstack/react-query";

const ELEMENT_ID = "server-data";

/** The element the worker puts after the page; `<` is escaped, so no text in the data can close it. */
export function serverDataElement(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The data the server drew this page with, if it drew it (once: the element is removed). */
export function takeServerData(): DehydratedState | undefined {
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? "") as DehydratedState;
  } catch {
    return undefined;
  }
}
