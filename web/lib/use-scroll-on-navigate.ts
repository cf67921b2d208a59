import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** How long a hash target may take to appear: a lazy screen's chunk on a slow connection. */
const HASH_WAIT_MS = 10_000;

/**
 * New pages start at the top, as a full page load would; a page opened at `#section` scrolls to
 * that section once it exists. Screens are lazy chunks, so the browser's own anchor scroll runs
 * before the target is in the document: wait for it, and stop as soon as the visitor scrolls.
 *
 * After a move within the app (not the first load), focus goes to the main content, as a page
 * load would reset it: keyboard and screen reader users start reading the new page, not the page.
 */
export function useScrollOnNavigate() {
  const [location] = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) firstLoad.current = false;
    else document.getElementById("main")?.focus({ preventScroll: true });
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    const reveal = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: "start" });
      return Boolean(target);
    };
    if (reveal()) return;

    const observer = new MutationObserver(() => {
      if (reveal()) stop();
    });
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timeout);
      window.removeEventListener("wheel", stop);
      window.removeEventListener("touchmove", stop);
    };
    const timeout = window.setTimeout(stop, HASH_WAIT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("wheel", stop, { passive: true });
    window.addEventListener("touchmove", stop, { passive: true });
    return stop;
  }, [location]);
}
