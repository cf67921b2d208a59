import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Public news: /api/news/*. */
export const news = new Hono<AppEnv>();

/** The signed-in club's own news: /api/clubs/news (issue 4). */
export const clubNews = new Hono<AppEnv>();
