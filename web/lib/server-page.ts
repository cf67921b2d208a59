/**
 * A page the worker drew (web/entry-server.tsx) comes with what it was drawn from, as JSON in
 * the page (not a script: the CSP runs none inline): the query data, so the app starts from the
 * same data instead of asking again, and the API's answers (address and status) it was drawn with.
 */
import type { DehydratedState } from "@tanstack/react-query";

export type ApiAnswer = { path: string; status: number };
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

/**
 * Whether the API answers this browser as it answered the server (same statuses), asked at once.
 * Only then does the app adopt the server's data: if the API fails or is slow for this visitor,
 * the app loads the page itself, with its own loading and error states, as on any other visit.
 */
export function askApiAgain(answers: ApiAnswer[]): Promise<boolean> {
  return Promise.all(
    answers.map(({ path, status }) =>
      fetch(path, { credentials: "include" }).then(
        (response) => response.status === status,
        () => false,
      ),
    ),
  ).then((same) => same.every(Boolean));
}
