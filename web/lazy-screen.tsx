/** A screen of the route table (web/routes.tsx, web/app-screens.tsx) in its own lazily loaded chunk. */
import { lazy, useState, type ComponentType } from "react";
import { PAGES, type PageName } from "../schema/pages";
import { loadCatalogs } from "./lib/i18n";

/**
 * A screen in its own chunk, for a named export (screens keep their names), showing the page
 * `page` of the registry (schema/pages.ts). `load` fetches the code ahead of rendering; once it has
 * arrived, the screen renders at once instead of suspending, so a page the server rendered
 * (web/entry-server.tsx) is not replaced by a spinner while it starts.
 */
export function screen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K, page: PageName) {
  let loaded: ComponentType<P> | undefined;
  // The screen's code and the strings only its page shows (its on-demand catalogs) arrive together.
  const fetchCode = () => Promise.all([load(), loadCatalogs(PAGES[page].catalogs)]).then(([module]) => (loaded = module[name]));
  const Lazy = lazy<ComponentType<P>>(() => fetchCode().then((component) => ({ default: component })));
  function Screen(props: P) {
    // Fixed per mounted screen: switching from the lazy wrapper to the loaded one would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { load: fetchCode });
}

export type LazyScreen = ReturnType<typeof screen>;
