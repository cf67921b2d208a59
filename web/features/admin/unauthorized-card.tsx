import { Trans } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import { Button } from "../../ui/button";
import * as s from "./admin.css";

/** SPEC section 2: a signed-in club without admin rights. */
export function UnauthorizedCard() {
  const [, navigate] = useLocation();
  // Back where they came from; a visitor who opened /admin directly goes home instead.
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate(paths.home));
  return (
    <section className={s.stateCard} aria-labelledby="admin-unauthorized">
      <svg className={s.stateIcon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <rect x="15" y="21" width="18" height="13" rx="2" fill="#fff" />
        <path d="M19 21v-4a5 5 0 0 1 10 0v4" fill="none" stroke="#fff" strokeWidth="3" />
      </svg>
      <h1 id="admin-unauthorized">
        <Trans>Unauthorized</Trans>
      </h1>
      <p className={s.stateText}>
        <Trans>You do not have admin privileges required to access this area.</Trans>
      </p>
      <Button onClick={goBack}>
        <Trans>Go Back</Trans>
      </Button>
    </section>
  );
}
