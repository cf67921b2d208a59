import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ComponentProps } from "react";
import { island } from "../../islands/island";
import { clubNameIn } from "../../lib/language-pairs";
import { Button } from "../../ui/button";
import { visuallyHidden } from "../../ui/layout.css";
import { onDemand } from "../../ui/on-demand";
import type { ClaimableClub, ClaimDialog as Dialog } from "./claim-dialog";

/**
 * The claim form and its dialog arrive when a visitor opens it, not with the page; the request it
 * sends goes through TanStack Query, so it runs in the page's query cache (the SPA's, where there is one).
 */
const ClaimDialog = onDemand(
  () =>
    Promise.all([import("./claim-dialog"), import("../../islands/page-data")]).then(
      ([{ ClaimDialog: Inside }, { WithPageData }]) =>
        function ClaimDialogWithData(props: ComponentProps<typeof Dialog>) {
          return (
            <WithPageData>
              <Inside {...props} />
            </WithPageData>
          );
        },
    ),
  (props) => props.club !== null,
);

/** "Claim this club" on an unclaimed club's card, and the dialog it opens. */
function ClaimButton({ club }: { club: ClaimableClub }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="primary" onClick={() => setOpen(true)}>
        <Trans>Claim this club</Trans>
        {/* The visible label stays the start of the name; the club tells the buttons apart. */}
        <span className={visuallyHidden}>: {clubNameIn(i18n.locale, club)}</span>
      </Button>
      <ClaimDialog club={open ? club : null} onClose={() => setOpen(false)} />
    </>
  );
}

export const ClaimButtonIsland = island("claim-club", ClaimButton);
