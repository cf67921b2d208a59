import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as s from "./academy.css";

type Feature = { icon: string; title: MessageDescriptor; text: MessageDescriptor };

// 24x24 outline icons (decorative: each feature has a title).
const ICONS = {
  coach: "M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7 18a7 7 0 0 1 14 0M17 4l2-1M19 7h2",
  shield: "M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6l-8-3Zm-3 9 2 2 4-4",
  people: "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20a6 6 0 0 1 12 0m-1-5.5A6 6 0 0 1 22 20",
  trophy: "M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H4v2a4 4 0 0 0 4 4m8-6h4v2a4 4 0 0 1-4 4m-4 1v4m-4 3h8",
  star: "m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
} as const;

const FEATURES: Feature[] = [
  {
    icon: ICONS.coach,
    title: msg`Qualified coaches`,
    text: msg`Every session is led by federation coaches with World Rugby coaching and first-aid certificates.`,
  },
  {
    icon: ICONS.shield,
    title: msg`Safety first`,
    text: msg`Age-grade rules, gradual introduction to contact, and a first-aider at every session.`,
  },
  {
    icon: ICONS.people,
    title: msg`Boys and girls welcome`,
    text: msg`Mixed training for the youngest groups and a place for every child, whatever their size or experience.`,
  },
  {
    icon: ICONS.trophy,
    title: msg`Festivals and tournaments`,
    text: msg`Regular festivals with clubs from across Greece, so children play real matches from their first season.`,
  },
  {
    icon: ICONS.star,
    title: msg`A pathway to the national team`,
    text: msg`Talented players are followed by the federation's youth selectors for the national U16 and U18 squads.`,
  },
  {
    icon: ICONS.heart,
    title: msg`Rugby's values`,
    text: msg`Respect, teamwork, discipline and fair play: lessons that last well beyond the pitch.`,
  },
];

export function AcademyFeatures() {
  const { i18n } = useLingui();
  return (
    <ul className={s.features}>
      {FEATURES.map((feature) => (
        <li key={feature.title.id} className={s.feature}>
          <span className={s.featureIcon} aria-hidden="true">
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d={feature.icon} />
            </svg>
          </span>
          <div>
            <h3 className={s.featureTitle}>{i18n._(feature.title)}</h3>
            <p className={s.featureText}>{i18n._(feature.text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
