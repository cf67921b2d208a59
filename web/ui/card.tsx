import type { HTMLAttributes, ReactNode } from "react";
import { Link } from "wouter";
import { card, cardBody, cardLink } from "./card.css";

export function Card({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={[card, className].filter(Boolean).join(" ")} {...props}>
      {children}
    </div>
  );
}

export function CardBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[cardBody, className].filter(Boolean).join(" ")}>{children}</div>;
}

/** A whole card that is one link. */
export function CardLink({ href, children, className, ...props }: { href: string; children: ReactNode; className?: string; "aria-label"?: string }) {
  return (
    <Link href={href} className={[card, cardLink, className].filter(Boolean).join(" ")} {...props}>
      {children}
    </Link>
  );
}

export * from "./card.css";
