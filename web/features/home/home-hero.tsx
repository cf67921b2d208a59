import { Trans } from "@lingui/react/macro";
import { container } from "../../ui/layout.css";
import { HeroPitch } from "./hero-pitch";
import * as s from "./home-hero.css";
import { JoinActions } from "./join-actions";

/** SPEC: the hero banner, 480 px high, with the three join buttons. */
export function HomeHero() {
  return (
    <section className={s.hero} aria-labelledby="home-title">
      <HeroPitch className={s.pitch} />
      <div className={s.shade} />
      <div className={`${container} ${s.content}`}>
        <p className={s.eyebrow}>
          <Trans>Hellenic Rugby Federation</Trans>
        </p>
        <h1 id="home-title" className={s.title}>
          <Trans>The home of Greek rugby</Trans>
        </h1>
        <p className={s.subline}>
          <Trans>Fixtures, results, standings and news for rugby union and rugby league, from every club in Greece.</Trans>
        </p>
        <JoinActions />
      </div>
    </section>
  );
}
