import type { ClubRole, HeldRole } from "../../domain/people/roles";
import type { Club, Person } from "../../schema/tables";
import type { Actor } from "./audit/audit";
import type { WriteRecord } from "./audit/audit-writes";
import type { Impersonation } from "./sessions/impersonation";

/** What every handler sees: the bindings of wrangler.jsonc and the per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** The signed-in club, when the club session cookie is valid. */
    club?: Club;
    clubSessionId?: string;
    /** Set while an admin acts as the signed-in club (issue 12). */
    impersonation?: Impersonation;
    /**
     * Issue 23: the person acting for `club`, their roles everywhere and their roles in `club`,
     * and who the audit log names for this request (worker/platform/sessions/auth-guards.ts).
     */
    person?: Person;
    roles?: HeldRole[];
    clubRoles?: ClubRole[];
    actor?: Actor;
    /** The public ids of this browser's own sessions (/api/me/sessions marks them `current`). */
    personSessionIds?: string[];
    /** The signed-in player, when the player session cookie is valid. */
    user?: Person;
    userSessionId?: string;
    /** The audit record of this admin write, for the handler's own batch (worker/platform/audit/audit-writes.ts). */
    writeRecord?: WriteRecord;
  };
};

/** DEMO_MODE is a string var ("true" locally, "false" in production); the generated type pins its default. */
export const isDemoMode = (env: Env) => String(env.DEMO_MODE) === "true";
