import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import * as s from "./auth-page.css";

type AuthPageProps = {
  /** The page's one h1. */
  heading: ReactNode;
  intro?: ReactNode;
  /** A card heading (h2) when the card needs its own title under the page heading. */
  cardTitle?: ReactNode;
  cardIntro?: ReactNode;
  width?: "narrow" | "wide";
  footer?: ReactNode;
  children: ReactNode;
};

/** The frame of every sign-in, registration and verification page: heading, one card, footer. */
export function AuthPage({ heading, intro, cardTitle, cardIntro, width = "narrow", footer, children }: AuthPageProps) {
  const titleId = useId();
  return (
    <div className={s.page}>
      <header className={s.header}>
        <h1 className={s.heading}>{heading}</h1>
        {intro ? <p className={s.intro}>{intro}</p> : null}
      </header>
      <section className={s.card[width]} aria-labelledby={cardTitle ? titleId : undefined}>
        {cardTitle ? (
          <h2 id={titleId} className={s.cardTitle}>
            {cardTitle}
          </h2>
        ) : null}
        {cardIntro ? <p className={s.cardIntro}>{cardIntro}</p> : null}
        {children}
        {footer ? <footer className={s.footer}>{footer}</footer> : null}
      </section>
    </div>
  );
}

/** "Already have an account? Log in": a prompt with its link, for card footers. */
export function FooterPrompt({ prompt, href, children }: { prompt: ReactNode; href: string; children: ReactNode }) {
  return (
    <p className={s.prompt}>
      {prompt}{" "}
      <Link href={href} className={s.footerLink}>
        {children}
      </Link>
    </p>
  );
}
