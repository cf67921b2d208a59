import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import { AccountActions } from "../features/auth";
import { SearchForm, SearchLink } from "../features/search";
import { useOnDemand } from "../lib/use-on-demand";
import { paths } from "../../schema/pages";
import { container } from "../ui/layout.css";
import { LanguageToggle } from "./language-toggle";
import { NavItems } from "./nav-items";
import * as s from "./shell.css";

const loadDrawer = () => import("./mobile-drawer");

export function Header() {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequests, setDrawerRequests] = useState(0);
  const drawer = useOnDemand(loadDrawer, drawerRequests, () => setDrawerOpen(false));
  return (
    <header className={s.header}>
      <div className={`${container} ${s.headerInner}`}>
        {/* Named by its visible text, so speech users can say what they see (the nav has its own Home link). */}
        <Link href={paths.home} className={s.brand}>
          <img src="/logo.svg" alt="" className={s.logo} width="96" height="112" />
          <span className={s.brandText}>
            <span className={s.brandName}>Rugby Hellas</span>
            <span className={s.brandSub}>
              <Trans>Hellenic Rugby Federation</Trans>
            </span>
          </span>
        </Link>
        <nav className={s.nav} aria-label={t`Main`}>
          <NavItems className={s.navLink} />
        </nav>
        {/* On the bar a magnifier that opens into a field; on phones an icon to /search, and the field in the drawer. */}
        <div className={s.searchField}>
          <SearchForm variant="header" />
        </div>
        <span className={s.searchIcon}>
          <SearchLink />
        </span>
        <div className={s.actions}>
          <LanguageToggle />
          <AccountActions />
        </div>
        <button
          type="button"
          className={s.menuButton}
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          // The drawer's code is fetched at the first touch, so it is usually there by the click.
          onPointerDown={() => void loadDrawer().catch(() => {})}
          onClick={() => {
            setDrawerRequests((count) => count + 1);
            setDrawerOpen(true);
          }}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {drawer ? <drawer.MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} /> : null}
    </header>
  );
}
