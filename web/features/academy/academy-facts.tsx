import { Trans, useLingui } from "@lingui/react/macro";
import { ACADEMY_AGES, ACADEMY_FEE_EUR, AGE_GROUPS, TRAINING_SESSIONS } from "./academy-content";
import * as s from "./academy.css";

/** Key facts: fee, ages, age groups and sessions a week. */
export function AcademyFacts() {
  const { i18n } = useLingui();
  const fee = i18n.number(ACADEMY_FEE_EUR, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const { min, max } = ACADEMY_AGES;
  const sessions = TRAINING_SESSIONS.length;
  return (
    <ul className={s.facts}>
      <li className={s.fact}>
        <span className={s.factValue}>{fee}</span>
        <span className={s.factLabel}>
          <Trans>per month</Trans>
        </span>
      </li>
      <li className={s.fact}>
        <span className={s.factValue}>
          {min}-{max}
        </span>
        <span className={s.factLabel}>
          <Trans>years old, boys and girls</Trans>
        </span>
      </li>
      <li className={s.fact}>
        {/* Each name stays whole, so a narrow tile wraps between groups, never inside one. */}
        <span className={`${s.factValue} ${s.groupNames}`}>
          {AGE_GROUPS.map((group) => (
            <span key={group.name}>{group.name}</span>
          ))}
        </span>
        <span className={s.factLabel}>
          <Trans>age groups</Trans>
        </span>
      </li>
      <li className={s.fact}>
        <span className={s.factValue}>{sessions}</span>
        <span className={s.factLabel}>
          <Trans>training sessions a week</Trans>
        </span>
      </li>
    </ul>
  );
}
