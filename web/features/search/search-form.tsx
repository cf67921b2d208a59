import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import * as s from "./search.css";

const SearchIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
    <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The search field of the header bar and of the phone's drawer (issue 13): it opens /search?q=.
 * A plain GET form, so it works on a drawn page before the app's code has arrived too.
 */
export function SearchForm({ variant, onSearch }: { variant: "header" | "drawer"; onSearch?: () => void }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    navigate(q ? `${paths.search}?q=${encodeURIComponent(q)}` : paths.search);
    onSearch?.();
  };
  return (
    <form role="search" action={paths.search} method="get" className={s.searchForm[variant]} onSubmit={submit}>
      <input
        type="search"
        name="q"
        className={s.searchInput[variant]}
        aria-label={t`Search`}
        placeholder={t`Search`}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={s.searchButton[variant]} aria-label={t`Search`} title={t`Search`}>
        <SearchIcon />
      </button>
    </form>
  );
}
