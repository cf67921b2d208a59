import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Public submissions: POST /api/clubs/claim and POST /api/academy-registration. */
export const forms = new Hono<AppEnv>();
