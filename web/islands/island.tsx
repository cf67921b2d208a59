/**
 * An island: a part of a public page that runs code in the browser, while the rest of the page
 * the worker drew stays plain HTML (web/islands/start.tsx hydrates only the islands).
 *
 * `island(name, Component)` returns a component taking the same props. Where it draws:
 * - in the SPA (the app's own screens, or a public screen reached inside the app), and inside
 *   another island: `Component` as it is;
 * - on the server drawing a public page (web/entry-server.tsx provides {@link IslandsOnServer}):
 *   `<div data-island={name} data-props={json} style="display:contents">…</div>`, the inside drawn
 *   in a render of its own (the same render the browser's `hydrateRoot` repeats, so `useId` and
 *   every context agree), and marked for the runtime.
 *
 * The name is the island's key in web/islands/registry.ts, which loads its code in the browser.
 * Props cross from the server to the browser as JSON: no functions, no children, no dates.
 */
import { createContext, useContext, type ComponentType, type ReactElement } from "react";

/** The attribute naming an island (its key in the registry). */
export const ISLAND_ATTRIBUTE = "data-island";
/** The island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = "data-props";
/** The island's `useId` prefix: unique on its page, the same on the server and in the browser. */
export const ISLAND_KEY_ATTRIBUTE = "data-island-key";
/** When the island hydrates (see {@link IslandOptions}), if not "visible". */
export const ISLAND_WHEN_ATTRIBUTE = "data-hydrate";

/**
 * When an island starts running in the browser:
 * - "visible" (the default): when it scrolls into view, or on the first touch or focus inside it;
 * - "load": as soon as the page starts (a part that shows what only the browser knows, and may be
 *   drawn empty by the server);
 * - "session": as soon as the page starts if the visitor is signed in (the session's hint cookie),
 *   otherwise never: drawn signed out, it is plain links (who is signed in, web/app/shell-islands.tsx).
 */
export type HydrateWhen = "visible" | "load" | "session";
export type IslandOptions = { hydrate?: HydrateWhen };

/** A value that survives JSON: props of an island must be made of these (functions fail the type). */
type JsonSafe<T> = T extends (...args: never[]) => unknown
  ? never
  : T extends Date
    ? never
    : T extends readonly (infer Item)[]
      ? readonly JsonSafe<Item>[]
      : T extends object
        ? { [K in keyof T]: JsonSafe<T[K]> }
        : T;

/** One island drawn on the server: its inside is drawn apart and put in place of its marker. */
export type DrawnIsland = { key: string; element: ReactElement };

/** What the server's page renderer collects while drawing a page (web/entry-server.tsx). */
export type IslandsOnServer = { islands: DrawnIsland[] };

const IslandsOnServerContext = createContext<IslandsOnServer | null>(null);

/** The server's page renderer wraps a page in this, so its islands are marked and collected. */
export const IslandsOnServerProvider = IslandsOnServerContext.Provider;

/**
 * True inside an island the runtime hydrated on a drawn public page (web/islands/start.tsx): there
 * every address is a full page load, and a change of language loads the page again in it.
 */
const OnDrawnPageContext = createContext(false);
export const OnDrawnPageProvider = OnDrawnPageContext.Provider;
export const useOnDrawnPage = () => useContext(OnDrawnPageContext);

/** The comment standing for an island's inside until the server puts it there. */
export const islandMarker = (key: string) => `<!--island:${key}-->`;

export type Island<P> = ComponentType<P> & { islandName: string; Component: ComponentType<P> };

/** What an island draws in the browser: the component `island()` was given (or `component` itself). */
export const insideOf = <P,>(component: ComponentType<P> | Island<P>): ComponentType<P> => ("Component" in component ? component.Component : component);

/** Fails the type check of an `island()` call whose component takes a prop JSON cannot carry. */
type JsonProps<P> = P extends JsonSafe<P> ? unknown : { "an island's props must be JSON (no functions, children or dates)": never };

export function island<P extends object>(name: string, Component: ComponentType<P> & JsonProps<P>, options: IslandOptions = {}): Island<P> {
  const Inside: ComponentType<P> = Component;
  function IslandOnPage(props: P) {
    const server = useContext(IslandsOnServerContext);
    if (!server) return <Inside {...props} />;
    const key = `${name}-${server.islands.length}-`;
    server.islands.push({ key, element: <Inside {...props} /> });
    return (
      <div
        {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props), [ISLAND_KEY_ATTRIBUTE]: key }}
        {...(options.hydrate && options.hydrate !== "visible" ? { [ISLAND_WHEN_ATTRIBUTE]: options.hydrate } : {})}
        style={{ display: "contents" }}
        dangerouslySetInnerHTML={{ __html: islandMarker(key) }}
      />
    );
  }
  IslandOnPage.displayName = `Island(${name})`;
  return Object.assign(IslandOnPage, { islandName: name, Component: Inside });
}
