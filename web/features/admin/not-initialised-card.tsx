import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import * as s from "./admin.css";

/** SPEC section 2: GET /api/admin/clubs answered 404. The button is a placeholder that only marks the system initialised. */
export function NotInitialisedCard({ onInitialise }: { onInitialise: () => void }) {
  return (
    <section className={s.stateCard} aria-labelledby="admin-not-initialised">
      <h1 id="admin-not-initialised">
        <Trans>System not initialised</Trans>
      </h1>
      <p className={s.stateText}>
        <Trans>The administration area has not been set up yet. Initialise it to start managing the federation.</Trans>
      </p>
      <Button onClick={onInitialise}>
        <Trans>Initialise system</Trans>
      </Button>
    </section>
  );
}
