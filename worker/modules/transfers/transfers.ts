/**
 * /api/transfers: a player asks to move to another club (issue 24). Stub: filled by its owner.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const transfers = new Hono<AppEnv>();
