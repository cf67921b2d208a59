import { useEffect } from "react";

/** The title the last server render asked for (web/entry-server.tsx): effects do not run there. */
let serverTitle: string | undefined;

const full = (title: string) => `${title} | Rugby Hellas`;

/** Sets the document title ("<page> | Rugby Hellas"); pass an already translated string. */
export function usePageTitle(title: string | undefined) {
  if (typeof document === "undefined" && title) serverTitle = full(title);
  useEffect(() => {
    if (title) document.title = full(title);
  }, [title]);
}

/** The title of the page just rendered on the server, if it set one (and forgets it). */
export function takeServerTitle(): string | undefined {
  const title = serverTitle;
  serverTitle = undefined;
  return title;
}
