import { Hono } from "hono";
import type { AppEnv } from "../env";

/** The signed-in club's roster: /api/clubs/players (issue 4). */
export const clubPlayers = new Hono<AppEnv>();
