import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";

/** Issue 23: filled in by its owner (see the lead's plan). */
export const secondStep = new Hono<AppEnv>();

/** /api/me/second-step: a person sets up and removes their passkeys, authenticator app and recovery codes. */
export const secondStepEnrolment = new Hono<AppEnv>();
