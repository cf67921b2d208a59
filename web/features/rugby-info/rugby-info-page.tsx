import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { ButtonLink } from "../../ui/button";
import { container, visuallyHidden } from "../../ui/layout.css";
import { usePageTitle } from "../../ui/page-title";
import { StandingsPanel } from "../standings";
import type { PositionGroup, QuickFact, Rule, RugbyCodeContent } from "./rugby-code-content";
import { otherCode, rugbyCodes } from "./rugby-codes";
import * as s from "./rugby-info-page.css";

function QuickFacts({ facts }: { facts: QuickFact[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="facts-heading" className={s.factsSection}>
      <h2 id="facts-heading" className={s.sectionTitle}>
        <Trans>Quick facts</Trans>
      </h2>
      <dl className={s.facts}>
        {facts.map((fact) => (
          <div key={fact.label.id} className={s.fact}>
            <dt className={s.factLabel}>{i18n._(fact.label)}</dt>
            <dd className={s.factValue}>{i18n._(fact.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Rules({ rules }: { rules: Rule[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="rules-heading">
      <h2 id="rules-heading" className={s.sectionTitle}>
        <Trans>Rules of the game</Trans>
      </h2>
      <ol className={s.rules}>
        {rules.map((rule) => (
          <li key={rule.title.id} className={s.rule}>
            <h3 className={s.ruleTitle}>{i18n._(rule.title)}</h3>
            <p className={s.ruleText}>{i18n._(rule.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Positions({ groups, playersPerSide }: { groups: PositionGroup[]; playersPerSide: number }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="positions-heading">
      <h2 id="positions-heading" className={s.sectionTitle}>
        <Trans>Positions</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>
          {playersPerSide} players a side, wearing the numbers 1 to {playersPerSide}.
        </Trans>
      </p>
      {groups.map((group) => (
        <div key={group.title.id} className={s.positionGroup}>
          <h3 className={s.groupTitle}>{i18n._(group.title)}</h3>
          <ol className={s.positions}>
            {group.positions.map((position) => (
              <li key={position.number} className={s.position} value={position.number}>
                <span className={s.shirt} aria-hidden="true">
                  {position.number}
                </span>
                <span>
                  <span className={s.positionName}>
                    <span className={visuallyHidden}>
                      <Trans>Number {position.number}:</Trans>{" "}
                    </span>
                    {i18n._(position.name)}
                  </span>
                  <span className={s.positionRole}>{i18n._(position.role)}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

/**
 * The shared layout of /rugby-union and /rugby-league (SPEC: rules, positions, quick facts and the
 * standings table filtered to the page's code). Each page only passes its own content object.
 */
export function RugbyInfoPage({ content }: { content: RugbyCodeContent }) {
  const { i18n } = useLingui();
  const title = i18n._(content.title);
  usePageTitle(title);
  const other = rugbyCodes[otherCode(content.type)];
  return (
    <article>
      <header className={s.hero[content.type]}>
        <div className={`${container} ${s.heroInner}`}>
          <p className={s.eyebrow}>
            <Trans>Discover Rugby</Trans>
          </p>
          <h1 className={s.heroTitle}>{title}</h1>
          <p className={s.tagline}>{i18n._(content.tagline)}</p>
        </div>
      </header>
      <div className={`${container} ${s.body}`}>
        <p className={s.intro}>{i18n._(content.intro)}</p>
        <QuickFacts facts={content.facts} />
        <div className={s.columns}>
          <Rules rules={content.rules} />
          <Positions groups={content.positionGroups} playersPerSide={content.playersPerSide} />
        </div>
        <section aria-labelledby="standings-heading">
          <h2 id="standings-heading" className={s.sectionTitle}>
            <Trans>Standings</Trans>
          </h2>
          <StandingsPanel rugbyType={content.type} />
        </section>
        <aside className={s.next} aria-label={i18n._(content.clubs.label)}>
          <ButtonLink href={content.clubs.href} size="lg">
            {i18n._(content.clubs.label)}
          </ButtonLink>
          <Link href={other.href} className={s.otherLink}>
            <Trans>Discover {i18n._(other.title)}</Trans> →
          </Link>
        </aside>
      </div>
    </article>
  );
}
