import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { SearchForm, SearchLink } from "../features/search";
import { paths } from "../../schema/pages";
import { container } from "../ui/layout.css";
import { HeaderMenuIsland } from "./header-menu";
import { LanguageToggleIsland } from "./language-toggle";
import { NavItems } from "./nav-items";
import { AccountActionsIsland } from "./session-islands";
import * as s from "./shell.css";

/**
 * The header bar (SPEC section 2). On a drawn public page only its islands run code
 * (web/islands/island.tsx): the phone's menu, the language toggle and, for a signed-in visitor,
 * the account menu. Its links are plain links, and the search field a plain GET form to /search.
 */
export function Header() {
  const { t } = useLingui();
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
          <LanguageToggleIsland />
          <AccountActionsIsland />
        </div>
        <HeaderMenuIsland />
      </div>
    </header>
  );
}
