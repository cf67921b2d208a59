import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

/** Issue 23: filled in by its owner (see the lead's plan). */
export const passwordReset = new Hono<AppEnv>();
