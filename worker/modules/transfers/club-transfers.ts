/**
 * /api/clubs/transfers: transfers into and out of the acting club; the current club objects (issue 24). Stub: filled by its owner.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const clubTransfers = new Hono<AppEnv>();
