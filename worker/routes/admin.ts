import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Administration: /api/admin/* (issue 3). */
export const admin = new Hono<AppEnv>();
