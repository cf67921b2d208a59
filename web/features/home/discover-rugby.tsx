import { Trans, useLingui } from "@lingui/react/macro";
import { RUGBY_TYPES } from "../../../schema/constants";
import { CardLink } from "../../ui/card";
import { rugbyCodes } from "../rugby-info";
import * as s from "./discover-rugby.css";
import { HomeSection } from "./home-section";

/** SPEC: union and league cards linking to their info pages. Texts come from those pages' content. */
export function DiscoverRugby() {
  const { i18n } = useLingui();
  return (
    <HomeSection id="home-discover" title={<Trans>Discover Rugby</Trans>}>
      <ul className={s.cards}>
        {RUGBY_TYPES.map((type) => {
          const code = rugbyCodes[type];
          return (
            <li key={type}>
              <CardLink href={code.href} className={s.card}>
                <div className={s.band[type]} aria-hidden="true">
                  <span className={s.players}>{code.playersPerSide}</span>
                  <span className={s.playersLabel}>
                    <Trans>players a side</Trans>
                  </span>
                </div>
                <div className={s.body}>
                  <h3 className={s.title}>{i18n._(code.title)}</h3>
                  <p className={s.tagline}>{i18n._(code.tagline)}</p>
                  <span className={s.more}>
                    <Trans>Rules, positions and standings</Trans> <span aria-hidden="true">→</span>
                  </span>
                </div>
              </CardLink>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
