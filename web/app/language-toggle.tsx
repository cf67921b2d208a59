import { useLingui } from "@lingui/react/macro";
import { useTransition } from "react";
import { useLocation } from "wouter";
import { useAlternatePage } from "../lib/content-language";
import { drawnAlternatePage } from "../lib/drawn-alternates";
import { activateLocale, type Locale } from "../lib/i18n";
import { langButton } from "../ui/header-menu.css";
import * as s from "./shell.css";

function GreekFlag() {
  return (
    <svg className={s.flag} viewBox="0 0 27 18" aria-hidden="true">
      <rect width="27" height="18" fill="#0d5eaf" />
      {[1, 3, 5, 7].map((row) => (
        <rect key={row} y={row * 2} width="27" height="2" fill="#fff" />
      ))}
      <rect width="10" height="10" fill="#0d5eaf" />
      <rect x="4" width="2" height="10" fill="#fff" />
      <rect y="4" width="10" height="2" fill="#fff" />
    </svg>
  );
}

function UkFlag() {
  return (
    <svg className={s.flag} viewBox="0 0 60 40" aria-hidden="true">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

/**
 * The flag button: shows the other language and switches to it. Its name starts with the code it
 * shows ("EL Ελληνικά"), so a voice user can say what they see. While the catalog loads it stays
 * focusable (aria-disabled, not disabled, which would drop a keyboard user's focus).
 */
export function LanguageToggle() {
  const { i18n } = useLingui();
  const [pending, startTransition] = useTransition();
  const next: Locale = i18n.locale === "el" ? "en" : "el";
  // On an article with a translation, the other language is that translation (issue 13).
  const alternate = useAlternatePage(next);
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      className={langButton}
      lang={next}
      aria-label={next === "el" ? "EL Ελληνικά" : "EN English"}
      data-testid="language-toggle"
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return;
        // Before the screen has said its alternate, a drawn page's head still knows it.
        const target = alternate ?? drawnAlternatePage(next);
        if (target) navigate(target);
        startTransition(() => activateLocale(next));
      }}
    >
      {next === "el" ? <GreekFlag /> : <UkFlag />}
      <span>{next.toUpperCase()}</span>
    </button>
  );
}
