import type { Club, User } from "../schema/tables";

/** What every handler sees: the bindings of wrangler.jsonc and the per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** The signed-in club, when the club session cookie is valid. */
    club?: Club;
    clubSessionId?: string;
    /** The signed-in player, when the player session cookie is valid. */
    user?: User;
    userSessionId?: string;
  };
};
