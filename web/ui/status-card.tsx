import type { ReactNode } from "react";
import { Card, CardBody } from "./card";
import { container } from "./layout.css";
import * as s from "./status-card.css";

type StatusCardProps = { title: ReactNode; description?: ReactNode; children?: ReactNode; actions?: ReactNode };

/** A page-level dead end (not found, invalid link, load error): one h1, a line of help and a way back. */
export function StatusCard({ title, description, children, actions }: StatusCardProps) {
  return (
    <div className={`${container} ${s.wrap}`}>
      <Card className={s.card}>
        <CardBody className={s.body}>
          <h1 className={s.title}>{title}</h1>
          {description ? <p className={s.text}>{description}</p> : null}
          {children}
          {actions ? <div className={s.actions}>{actions}</div> : null}
        </CardBody>
      </Card>
    </div>
  );
}
