import type { ReactNode } from "react";
import { Link } from "wouter";
import { container } from "../../ui/layout.css";
import * as s from "./home-section.css";

type HomeSectionProps = {
  id: string;
  title: ReactNode;
  /** The "see everything" link beside the heading, e.g. to /fixtures. */
  more?: { href: string; label: ReactNode };
  tone?: "plain" | "tinted";
  children: ReactNode;
};

/** One block of the home page: a titled section with an optional "view all" link. */
export function HomeSection({ id, title, more, tone = "plain", children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={s.section[tone]}>
      <div className={container}>
        <div className={s.header}>
          <h2 id={id} className={s.title}>
            {title}
          </h2>
          {more ? (
            <Link href={more.href} className={s.more}>
              {more.label} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
