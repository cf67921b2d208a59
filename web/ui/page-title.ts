import { useEffect } from "react";

/** Sets the document title ("<page> | Rugby Hellas"); pass an already translated string. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | Rugby Hellas`;
  }, [title]);
}
