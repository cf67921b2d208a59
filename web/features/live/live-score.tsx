import { useEffect, useState } from "react";
import { island } from "../../islands/island";
import { LivePanel } from "./live-panel";

type Sides = { home: string; away: string };

/**
 * The live score for fans on match day (issue 14), pushed over a WebSocket. Drawn only in the
 * browser: the page the server drew (and the edge keeps) holds no live state, which changes by
 * the second; the panel asks for it as it starts.
 */
function LiveScore({ fixtureId, home, away }: { fixtureId: number } & Sides) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <LivePanel fixtureId={fixtureId} home={home} away={away} /> : null;
}

/** On match day or while the match is live: it starts with the page. */
export const LiveScoreIsland = island("live-score", LiveScore, { hydrate: "load" });
