import { Suspense, type ReactNode } from "react";

/**
 * A part of a drawn page that React may hydrate after the rest. `hydrateRoot` hydrates each
 * Suspense boundary as its own unit at a lower priority, in slices that yield to the browser, so a
 * long page is never adopted in one long task (Lighthouse's TBT); a tap inside a part not yet
 * hydrated makes React hydrate that part first and then deliver the tap. Nothing in these parts
 * suspends, so the empty fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
