/**
 * /api/registrations: a person applies to register themselves or a child with a club (issue 24). Stub: filled by its owner.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const registrations = new Hono<AppEnv>();
