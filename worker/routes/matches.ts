import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Public fixtures: /api/matches/*. */
export const matches = new Hono<AppEnv>();

/** The signed-in club's fixtures: /api/clubs/matches (issue 4). */
export const clubMatches = new Hono<AppEnv>();
