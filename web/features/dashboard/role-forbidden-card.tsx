import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";
import { usePageTitle } from "../../ui/page-title";
import * as s from "./role-forbidden-card.css";

/**
 * Issue 23: a dashboard screen the person's roles in this club do not open (its address typed, or
 * a link kept from another club): said plainly, with the way back, instead of a page whose every
 * call the API refuses.
 */
export function RoleForbiddenCard() {
  const { t } = useLingui();
  usePageTitle(t`Not allowed`);
  return (
    <section className={s.card} aria-labelledby="role-forbidden-title" data-testid="role-forbidden">
      <svg className={s.icon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <rect x="15" y="21" width="18" height="13" rx="2" fill="#fff" />
        <path d="M19 21v-4a5 5 0 0 1 10 0v4" fill="none" stroke="#fff" strokeWidth="3" />
      </svg>
      <h1 id="role-forbidden-title" className={s.title}>
        <Trans>Your role does not allow this</Trans>
      </h1>
      <p className={s.text}>
        <Trans>Your role in this club does not open this page. A club admin can change your role, or pick another club to act for in the menu at the top.</Trans>
      </p>
      <ButtonLink href={paths.dashboard}>
        <Trans>Back to Dashboard</Trans>
      </ButtonLink>
    </section>
  );
}
