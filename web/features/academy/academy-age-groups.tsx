import { useLingui } from "@lingui/react/macro";
import { AGE_GROUPS } from "./academy-content";
import * as s from "./academy.css";

export function AcademyAgeGroups() {
  const { i18n } = useLingui();
  return (
    <ul className={s.groups}>
      {AGE_GROUPS.map((group) => (
        <li key={group.name}>
          <article className={s.group}>
            <div className={s.groupHeader}>
              <h3 className={s.groupName}>{group.name}</h3>
              <span className={s.groupAges}>{i18n._(group.ages)}</span>
            </div>
            <p className={s.groupText}>{i18n._(group.focus)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
