import { createPortal } from "react-dom";
import { LastUpdated } from "../ui/last-updated";
import { drawnPage } from "./drawn-page";

let box: HTMLElement | undefined;
/** A place at the top of the page's content, made once. */
function topOfContent(): HTMLElement | undefined {
  if (box?.isConnected) return box;
  const main = document.querySelector("main");
  if (!main) return undefined;
  box = document.createElement("div");
  main.insertBefore(box, main.firstChild);
  return box;
}

/**
 * How old a drawn page is, at the top of its content, when that matters: offline, or when the copy
 * the service worker answered from the device is older than a few minutes (the fresh one is kept
 * for the next visit). "Last updated 2 hours ago", as the app's lists say it.
 */
export function PageAge() {
  const drawnAt = drawnPage()?.drawnAt;
  const place = topOfContent();
  if (!drawnAt || !place) return null;
  return createPortal(<LastUpdated query={{ data: true, dataUpdatedAt: drawnAt, isFetching: false }} />, place);
}
