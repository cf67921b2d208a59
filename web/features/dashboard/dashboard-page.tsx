import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "../../../schema/pages";
import { usePageTitle } from "../../ui/page-title";
import * as s from "./dashboard.css";

type DashboardPageProps = {
  /** The page's h1, also used (as text) for the document title. */
  title: string;
  intro?: ReactNode;
  /** Buttons beside the heading, e.g. "Add News". */
  actions?: ReactNode;
  /** Sub-pages get a link back to the overview (SPEC section 2). */
  backLink?: boolean;
  children: ReactNode;
};

export function DashboardPage({ title, intro, actions, backLink = true, children }: DashboardPageProps) {
  usePageTitle(title);
  return (
    <div className={s.page}>
      {backLink ? (
        <Link href={paths.dashboard} className={s.backLink}>
          <span aria-hidden="true">←</span> <Trans>Back to Dashboard</Trans>
        </Link>
      ) : null}
      <div className={s.pageHeader}>
        <div>
          <h1 className={s.pageTitle}>{title}</h1>
          {intro ? <p className={s.pageIntro}>{intro}</p> : null}
        </div>
        {actions ? <div className={s.pageActions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
