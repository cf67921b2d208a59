import type { ReactNode } from "react";
import { Card, CardBody } from "../../ui/card";
import * as s from "./about.css";

type AboutCardProps = { title: ReactNode; children: ReactNode; headingLevel?: "h3" | "h4" };

/** One item of an about page's card grid: a heading and a short text. */
export function AboutCard({ title, children, headingLevel: Heading = "h3" }: AboutCardProps) {
  return (
    <li>
      <Card className={s.card}>
        <CardBody>
          <Heading className={s.cardTitle}>{title}</Heading>
          <p className={s.cardText}>{children}</p>
        </CardBody>
      </Card>
    </li>
  );
}
