import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react/macro";
import { AccountActions } from "../features/auth";
import { SearchForm } from "../features/search";
import { WithPageData } from "../islands/page-data";
import { backdrop } from "../ui/overlay.css";
import { LanguageToggle } from "./language-toggle";
import { NavItems } from "./nav-items";
import * as s from "./shell.css";

/**
 * The side drawer of small screens (SPEC section 2): the same links and actions as the header bar.
 * Its own chunk, loaded when the menu button is first touched (web/app/header.tsx), so the dialog
 * machinery is not part of every page's first load.
 */
export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={s.drawerPositioner}>
          <Dialog.Content className={s.drawer} aria-label={t`Menu`}>
            <Dialog.CloseTrigger className={s.menuButton} aria-label={t`Close menu`} style={{ alignSelf: "flex-end" }}>
              ×
            </Dialog.CloseTrigger>
            <SearchForm variant="drawer" onSearch={close} />
            <nav aria-label={t`Main`}>
              <NavItems className={s.drawerLink} onNavigate={close} />
            </nav>
            <div className={s.drawerActions} onClick={close}>
              <LanguageToggle />
              {/* On a drawn public page, the page's query cache (the session): the SPA has its own. */}
              <WithPageData>
                <AccountActions vertical />
              </WithPageData>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
