import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "../../../schema/pages";
import * as s from "./search.css";

/** The header's search: an icon that opens /search, where the field is (issue 13). */
export function SearchLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useLingui();
  return (
    <Link href={paths.search} className={className ?? s.headerLink} aria-label={t`Search`} title={t`Search`} onClick={onNavigate}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Link>
  );
}
