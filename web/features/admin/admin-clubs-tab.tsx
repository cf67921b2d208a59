import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Badge, EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { ClubLogo } from "../clubs/club-logo";
import { RugbyCodeBadges } from "../clubs/rugby-code-badges";
import { adminClubsQuery } from "./api";
import * as s from "./admin.css";

/** Every club (GET /api/admin/clubs), with its contact and status. */
export function AdminClubsTab() {
  const { t } = useLingui();
  const clubs = useQuery(adminClubsQuery());
  if (clubs.isPending) {
    return (
      <div aria-busy="true" aria-label={t`Loading clubs`}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="3rem" style={{ marginBottom: "0.75rem" }} />
        ))}
      </div>
    );
  }
  if (clubs.isError) return <LoadError onRetry={() => void clubs.refetch()} />;
  if (clubs.data.length === 0) return <EmptyState>{t`No clubs have registered yet.`}</EmptyState>;
  return (
    <ul className={s.clubList} aria-label={t`Clubs`}>
      {clubs.data.map((club) => (
        <li key={club.id} className={s.clubRow}>
          <ClubLogo src={club.logoUrl} alt="" size={48} className={s.clubLogo} />
          <div>
            <p className={s.clubName}>
              {club.name} <span className={s.clubMeta}>({club.abbreviation})</span>
            </p>
            <p className={s.clubMeta}>{club.location}</p>
          </div>
          <div className={s.clubDetails}>
            <p className={s.clubMeta}>{club.responsiblePersonName}</p>
            <p className={s.clubMeta}>
              <a href={`mailto:${club.email}`}>{club.email}</a>
            </p>
          </div>
          <div className={s.badges}>
            <RugbyCodeBadges club={club} />
            {club.isAdmin ? (
              <Badge tone="accent">
                <Trans>Admin</Trans>
              </Badge>
            ) : null}
            {club.isClaimed ? null : (
              <Badge tone="warning">
                <Trans>Unclaimed</Trans>
              </Badge>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
