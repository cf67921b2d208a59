import { useLingui } from "@lingui/react/macro";
import { useTransition } from "react";
import { useLocation } from "wouter";
import { useAlternatePage } from "../lib/content-language";
import { drawnAlternatePage } from "../lib/drawn-alternates";
import { activateLocale, rememberLocale, type Locale } from "../lib/i18n";
import { island, useOnDrawnPage } from "../islands/island";
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
 * This page's address without `?lang=` (which would outweigh the choice just made), and without
 * its `#part`: going to the same address with one only scrolls, it does not load the page again.
 */
function addressWithoutLanguage() {
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  return url.pathname + url.search;
}

/**
 * The flag button: shows the other language and switches to it. Its name starts with the code it
 * shows ("EL Ελληνικά"), so a voice user can say what they see. While the catalog loads it stays
 * focusable (aria-disabled, not disabled, which would drop a keyboard user's focus).
 *
 * On a drawn public page (an island, web/islands/island.tsx) the choice is remembered (the
 * cookie the worker draws pages in, and storage) and the page is loaded again in that language:
 * nothing else of the page runs code that could redraw it.
 */
export function LanguageToggle() {
  const { i18n } = useLingui();
  const [pending, startTransition] = useTransition();
  const next: Locale = i18n.locale === "el" ? "en" : "el";
  // On an article with a translation, the other language is that translation (issue 13).
  const alternate = useAlternatePage(next);
  const [, navigate] = useLocation();
  const onDrawnPage = useOnDrawnPage();
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
        if (onDrawnPage) {
          rememberLocale(next);
          window.location.assign(target ?? addressWithoutLanguage());
          return;
        }
        if (target) navigate(target);
        startTransition(() => activateLocale(next));
      }}
    >
      {next === "el" ? <GreekFlag /> : <UkFlag />}
      <span>{next.toUpperCase()}</span>
    </button>
  );
}

/** An island on a drawn public page (web/islands/island.tsx). */
export const LanguageToggleIsland = island("language-toggle", LanguageToggle);
