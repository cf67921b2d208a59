import type { Club, User } from "../../schema/tables";
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
    /** The signed-in player, when the player session cookie is valid. */
    user?: User;
    userSessionId?: string;
    /** The audit record of this admin write, for the handler's own batch (worker/platform/audit/audit-writes.ts). */
    writeRecord?: WriteRecord;
  };
};
