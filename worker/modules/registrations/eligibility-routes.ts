/**
 * /api/fixtures/{id}/eligibility: who may play for a club in a fixture (issue 24). Stub: filled by its owner.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const fixtureEligibility = new Hono<AppEnv>();
