import type { ReactNode } from "react";
import { container } from "./layout.css";
import * as s from "./page-header.css";

type PageHeaderProps = { title: ReactNode; eyebrow?: ReactNode; lead?: ReactNode; actions?: ReactNode; children?: ReactNode };

/** The blue band that opens a public page: its one h1, an optional lead line and actions. */
export function PageHeader({ title, eyebrow, lead, actions, children }: PageHeaderProps) {
  return (
    <header className={s.band}>
      <div className={`${container} ${s.inner}`}>
        {eyebrow ? <p className={s.eyebrow}>{eyebrow}</p> : null}
        <h1 className={s.title}>{title}</h1>
        {lead ? <p className={s.lead}>{lead}</p> : null}
        {children}
        {actions ? <div className={s.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
