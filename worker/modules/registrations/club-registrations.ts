/**
 * /api/clubs/registrations: the acting club's registrations, for its secretary (approve, decline, health cards, re-register) (issue 24). Stub: filled by its owner.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const clubRegistrations = new Hono<AppEnv>();
