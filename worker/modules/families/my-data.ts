/**
 * /api/me/data: a person's data: download (GDPR art. 15 and 20), erasure (art. 17) and what is public (issue 24). Stub: filled by its owner.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const myData = new Hono<AppEnv>();
