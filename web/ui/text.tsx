/**
 * A text that may be in a language other than the page's (issue 21): a club's Latin name on a
 * Greek page, an English-only article in a Greek list. It carries its own `lang` then, so a screen
 * reader reads it with the right voice; in the page's language it adds nothing.
 */
import type { ReactNode } from "react";
import { useLangAttribute, type TextInLanguage } from "../lib/content-language";

type TextProps = { lang: string | null | undefined; children: ReactNode; className?: string; testId?: string };

/** A span that says its language only when it differs from the page's. */
export function Text({ lang, children, className, testId }: TextProps) {
  const own = useLangAttribute(lang);
  return (
    <span lang={own} className={className} data-testid={testId}>
      {children}
    </span>
  );
}

/** A pair's chosen text (pairIn, useClubName) in a span that says its language when it must. */
export function TextIn({ value, className, testId }: { value: TextInLanguage; className?: string; testId?: string }) {
  return (
    <Text lang={value.lang} className={className} testId={testId}>
      {value.text}
    </Text>
  );
}
