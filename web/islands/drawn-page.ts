import type { PageData } from "../../schema/page-contract";

let drawn: PageData | undefined;

/** The data the worker drew this page from (web/main.tsx reads it once, from the page itself). */
export function setDrawnPage(page: PageData) {
  drawn = page;
}

export const drawnPage = (): PageData | undefined => drawn;
