/**
 * A page the worker drew (web/entry-server.tsx) comes with what it was drawn from, as JSON in
 * the page (not a script: the CSP runs none inline): the query data, so the app starts from the
 * same data instead of asking again, and the API's answers (address, status, digest) it came from.
 */
import type { DehydratedState } from "@tanstack/react-query";

/** One API answer a page was drawn from: its address, status and a digest of its body. */
export type ApiAnswer = { path: string; status: number; digest: string };
export type ServerData = { state: DehydratedState; answers: ApiAnswer[] };

const ELEMENT_ID = "server-data";

/** The element the worker puts after the page; `<` is escaped, so no text in the data can close it. */
export function serverDataElement(data: ServerData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** What the server drew this page from, if it drew it (once: the element is removed). */
export function takeServerData(): ServerData | undefined {
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? "") as ServerData;
  } catch {
    return undefined;
  }
}

/** FNV-1a over the UTF-16 code units: a cheap fingerprint to tell two answers apart, not a secret. */
export function digestOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * Whether the API answers this browser as it answered the server (same status, same body), asked
 * at once. Only then does the app adopt the server's data: if the API fails, is slow, or has
 * changed since for this visitor, the app loads the page itself, with its own loading and error
 * states, as on any other visit.
 */
export function askApiAgain(answers: ApiAnswer[]): Promise<boolean> {
  return Promise.all(
    answers.map(async ({ path, status, digest }) => {
      try {
        const response = await fetch(path, { credentials: "include" });
        return response.status === status && digestOf(await response.text()) === digest;
      } catch {
        return false;
      }
    }),
  ).then((same) => same.every(Boolean));
}
