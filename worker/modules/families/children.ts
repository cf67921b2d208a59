/**
 * /api/me/children: a parent's own children (issue 24). Stub: filled by its owner.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const children = new Hono<AppEnv>();
