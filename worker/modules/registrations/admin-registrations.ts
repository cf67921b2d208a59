/**
 * /api/admin/registrations (issue 24): the registrar's list of every registration (filtered and
 * paged), approvals (issuing the licence number) and declines; the CSV import of existing licences
 * (./licence-import.ts) is mounted here. Behind the admin door guard and `registrations`.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";
import { licenceImport } from "./licence-import";

export const adminRegistrations = new Hono<AppEnv>().route("/", licenceImport);
