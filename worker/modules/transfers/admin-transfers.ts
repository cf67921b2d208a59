/**
 * /api/admin/transfers: the registrar approves or declines transfers (issue 24). Stub: filled by its owner.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const adminTransfers = new Hono<AppEnv>();
