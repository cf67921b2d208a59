import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Club sessions: /api/auth/* (issue 3). */
export const auth = new Hono<AppEnv>();
