import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Public league tables: /api/standings and /api/standings/{type}. */
export const standings = new Hono<AppEnv>();

/** The signed-in club's own standing rows: /api/clubs/standings (issue 4). */
export const clubStandings = new Hono<AppEnv>();
