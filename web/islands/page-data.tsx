/**
 * The data a drawn public page was drawn from, for the islands that read it with TanStack Query
 * (`withPageData` in web/islands/registry.ts). Its own module, loaded only with such an island:
 * a page whose islands read no data never downloads TanStack Query.
 */
import { hydrate, QueryClientContext, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useContext, type ReactNode } from "react";
import { createQueryClient, refetchWhenServiceWorkerHasFreshData } from "../app/query-defaults";
import { reviveApiError } from "../lib/api";
import { drawnPage } from "./drawn-page";

let client: QueryClient | undefined;

/**
 * One query cache for all the page's islands, holding what the page was drawn from: an island
 * asks the API for none of it until it goes stale. (Who is signed in is drawn signed out by the
 * server: that answer is stale at once, web/features/auth/session.ts, so it is asked for.)
 */
export function pageQueryClient(): QueryClient {
  if (client) return client;
  client = createQueryClient();
  const page = drawnPage();
  if (page) {
    for (const query of page.state.queries) query.state.error = reviveApiError(query.state.error) as Error | null;
    hydrate(client, page.state);
  }
  refetchWhenServiceWorkerHasFreshData(client);
  return client;
}

/**
 * The page's query cache around `children`, unless one is already there (the SPA's): for a part
 * of an island loaded later that reads data (the menu drawer's account actions).
 */
export function WithPageData({ children }: { children: ReactNode }) {
  const present = useContext(QueryClientContext);
  return present ? children : <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
