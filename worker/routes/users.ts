import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Player accounts and sessions: /api/users/* (issue 3). */
export const users = new Hono<AppEnv>();
