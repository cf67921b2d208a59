import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isStatus } from "../../lib/api";
import { Button } from "../../ui/button";
import { useClubName, useTextIn } from "../../lib/content-language";
import { TextIn } from "../../ui/text";
import { EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { ClubLogo } from "../clubs";
import { adminClubsQuery, type AdminClub } from "./api";
import * as s from "./admin.css";
import * as bo from "./back-office.css";
import { FilterSelect } from "./filter-select";
import { ClubApprovalQueue } from "./club-approval-queue";
import { NameChangeQueue } from "./name-change-queue";
import { ClubEditDialog } from "./club-edit-dialog";
import { ClubManageDialog } from "./club-manage-dialog";
import { ClubStatusBadges } from "./club-status-badges";

const FILTERS = {
  all: () => true,
  unverified: (club: AdminClub) => !club.isVerified && !club.isAdmin,
  unclaimed: (club: AdminClub) => !club.isClaimed,
  deactivated: (club: AdminClub) => !club.isActive,
  declined: (club: AdminClub) => club.status === "declined",
} as const;
type Filter = keyof typeof FILTERS;

/** One club in the list: who and where, its contact and badges, and the federation's two tools for it. */
function ClubRow({ club }: { club: AdminClub }) {
  const { t } = useLingui();
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState(false);
  const name = useClubName(club);
  const location = useTextIn(club.location, club.locationEl);
  const clubName = name.text;
  return (
    <li className={s.clubRow} data-testid="admin-club">
      <ClubLogo src={club.logoUrl} alt="" size={48} className={s.clubLogo} />
      <div>
        <p className={s.clubName}>
          <TextIn value={name} /> <span className={s.clubMeta}>({club.abbreviation})</span>
        </p>
        <p className={s.clubMeta}>
          <TextIn value={location} />
        </p>
      </div>
      <div className={s.clubDetails}>
        <p className={s.clubMeta}>{club.responsiblePersonName}</p>
        <p className={s.clubMeta}>
          <a href={`mailto:${club.email}`}>{club.email}</a>
        </p>
      </div>
      <div className={s.badges}>
        <ClubStatusBadges club={club} />
        <div className={bo.buttons}>
          <Button size="sm" tone="outline" onClick={() => setManaging(true)} aria-label={t`Manage ${clubName}`}>
            <Trans>Manage</Trans>
          </Button>
          {club.isAdmin ? null : (
            <Button size="sm" tone="outline" onClick={() => setEditing(true)} aria-label={t`Edit ${clubName}`}>
              <Trans>Edit</Trans>
            </Button>
          )}
        </div>
      </div>
      <ClubManageDialog clubId={club.id} clubName={clubName} open={managing} onOpenChange={setManaging} />
      {editing ? <ClubEditDialog club={club} open={editing} onOpenChange={setEditing} /> : null}
    </li>
  );
}

/**
 * The clubs (GET /api/admin/clubs): new ones waiting for approval first, then every club with a
 * filter, each verified, edited, deactivated or reactivated from its row (issue 12).
 */
export function AdminClubsTab() {
  const { t } = useLingui();
  const clubs = useQuery(adminClubsQuery());
  const [filter, setFilter] = useState<Filter>("all");
  if (clubs.isPending) {
    return (
      <div aria-busy="true" aria-label={t`Loading clubs`}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="3rem" style={{ marginBottom: "0.75rem" }} />
        ))}
      </div>
    );
  }
  // A 404 is the SPEC's "not initialised": a system just initialised has no clubs yet.
  if (isStatus(clubs.error, 404) || clubs.data?.length === 0) return <EmptyState>{t`No clubs have registered yet.`}</EmptyState>;
  if (clubs.isError) return <LoadError onRetry={() => void clubs.refetch()} />;
  const labels: Record<Filter, string> = {
    all: t`All clubs`,
    unverified: t`Not verified`,
    unclaimed: t`Unclaimed`,
    deactivated: t`Deactivated`,
    declined: t`Declined`,
  };
  const shown = clubs.data.filter((club) => club.status !== "pending" && FILTERS[filter](club));
  return (
    <>
      <ClubApprovalQueue clubs={clubs.data.filter((club) => club.status === "pending")} />
      <NameChangeQueue />
      <section aria-label={t`Clubs`}>
        <FilterSelect value={filter} labels={labels} onChange={setFilter} />
        {shown.length === 0 ? (
          <EmptyState>{t`No clubs match.`}</EmptyState>
        ) : (
          <ul className={s.clubList} aria-label={t`Clubs`}>
            {shown.map((club) => (
              <ClubRow key={club.id} club={club} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
