/**
 * /api/admin/registrations: the registrar's list, approvals and declines, and the CSV import of licences (issue 24). Stub: filled by its owner.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const adminRegistrations = new Hono<AppEnv>();
