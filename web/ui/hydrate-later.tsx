import { Suspense, type ReactNode } from "react";

/**
 * A part of a page that React may draw after the rest: a Suspense boundary, which React renders
 * (and hydrates) as its own unit, in slices that yield to the browser. Nothing in these parts
 * suspends, so the empty fallback is never shown. (A page the worker drew runs only its islands,
 * each hydrated on its own, web/islands/start.tsx: this matters inside an island or the SPA.)
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
