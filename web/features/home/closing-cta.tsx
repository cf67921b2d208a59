import { Trans } from "@lingui/react/macro";
import { container } from "../../ui/layout.css";
import * as s from "./closing-cta.css";
import { JoinActions } from "./join-actions";

/** SPEC: the closing call to action, with the hero's three buttons. */
export function ClosingCta() {
  return (
    <section className={s.cta} aria-labelledby="home-join">
      <div className={container}>
        <div className={s.panel}>
          <h2 id="home-join" className={s.title}>
            <Trans>Be part of Greek rugby</Trans>
          </h2>
          <p className={s.text}>
            <Trans>Find a club near you, bring your club to the federation's portal, or create your player profile.</Trans>
          </p>
          <JoinActions />
        </div>
      </div>
    </section>
  );
}
