import type { ComponentProps, ReactNode } from "react";
import { Link } from "wouter";
import { button, type ButtonVariants } from "./button.css";

type ButtonProps = ComponentProps<"button"> & ButtonVariants;

export function Button({ tone, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={[button({ tone, size, block }), className].filter(Boolean).join(" ")} {...props} />;
}

type ButtonLinkProps = ButtonVariants & { href: string; children: ReactNode; className?: string };

/** A link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ tone, size, block, className, href, children }: ButtonLinkProps) {
  return (
    <Link href={href} className={[button({ tone, size, block }), className].filter(Boolean).join(" ")}>
      {children}
    </Link>
  );
}
