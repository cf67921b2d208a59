/**
 * /api/clubs/registrations (issue 24): the acting club's registrations, for its secretary: the
 * list (with the players' personal details, for the secretary and team managers), approve and
 * decline; health cards (./health-cards.ts) and re-registering last season's players
 * (./re-registration.ts) are mounted here, behind the one door guard.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";
import { requireClub } from "../../platform/sessions/auth-guards";
import { clubHealthCards } from "./health-cards";
import { reRegistration } from "./re-registration";

export const clubRegistrations = new Hono<AppEnv>()
  .use(requireClub)
  .route("/", clubHealthCards)
  .route("/", reRegistration);
