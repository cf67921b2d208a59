/**
 * Issue 24 (stub, filled by its owner). Mounted by its parent router, behind that router's door guard.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

export const licenceImport = new Hono<AppEnv>();
