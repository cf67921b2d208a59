import { Trans, useLingui } from "@lingui/react/macro";
import { clubNameIn, useContentLanguage } from "../../lib/content-language";
import { useOnDemand } from "../../lib/use-on-demand";
import { paths } from "../../../schema/pages";
import { Button, ButtonLink } from "../../ui/button";
import * as headerMenu from "../../ui/header-menu.css";
import * as s from "./account-actions.css";
import { useClubSession, useUserSession, type ClubSession } from "./session";
import { clubSessionCan, personNameOf, useSwitchClub } from "./session-roles";
import { useLogout, usePlayerLogout } from "./use-logout";

const loadClubMenu = () => import("./club-menu");

/** The club menu, fetched on demand; until it arrives, its button is shown inert in its place. */
function ClubMenuOnDemand({ club }: { club: ClubSession }) {
  const { t } = useLingui();
  const menu = useOnDemand(loadClubMenu, 1);
  const clubName = clubNameIn(useContentLanguage(), club);
  if (menu) return <menu.ClubMenu club={club} />;
  return (
    <button type="button" className={`${headerMenu.langButton} ${s.trigger}`} aria-label={t`Club menu: ${clubName}`} aria-disabled="true">
      <span className={s.triggerName}>{clubName}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
}

/** The same choices in the mobile drawer, as plain full-width buttons (no menu inside a menu). */
function ClubDrawerActions({ club }: { club: ClubSession }) {
  const { t } = useLingui();
  const { logout, pending } = useLogout();
  const { switchTo, pending: switching } = useSwitchClub();
  const lang = useContentLanguage();
  const personName = personNameOf(club);
  const choices = club.actingFor ?? [];
  return (
    <div className={s.drawerAccount}>
      {personName ? (
        <p className={s.drawerName} data-testid="drawer-person">
          {personName}
        </p>
      ) : null}
      {choices.length > 1 ? (
        // Issue 23: the clubs the person can act for; the one acted for now is pressed.
        <div role="group" aria-label={t`Acting for`} className={s.drawerAccount}>
          <p className={s.drawerLabel}>
            <Trans>Acting for</Trans>
          </p>
          {choices.map((choice) => (
            <Button
              key={choice.clubId}
              tone={choice.clubId === club.id ? "light" : "ghost"}
              size="sm"
              block
              aria-pressed={choice.clubId === club.id}
              disabled={switching}
              className={choice.clubId === club.id ? undefined : s.drawerLogout}
              onClick={() => choice.clubId !== club.id && switchTo(choice.clubId)}
              data-testid="acting-for-choice"
            >
              {choice.clubId === club.id ? <span aria-hidden="true">✓ </span> : null}
              {clubNameIn(lang, choice)}
            </Button>
          ))}
        </div>
      ) : (
        <p className={s.drawerName}>{clubNameIn(lang, club)}</p>
      )}
      <ButtonLink href={paths.dashboard} tone="light" size="sm" block>
        <Trans>Dashboard</Trans>
      </ButtonLink>
      {clubSessionCan(club, "members") ? (
        <ButtonLink href={paths.dashboardMembers} tone="ghost" size="sm" block className={s.drawerLogout}>
          <Trans>Members</Trans>
        </ButtonLink>
      ) : null}
      <ButtonLink href={paths.accountSecurity} tone="ghost" size="sm" block className={s.drawerLogout}>
        <Trans>Account security</Trans>
      </ButtonLink>
      <Button tone="ghost" size="sm" block onClick={logout} disabled={pending} className={s.drawerLogout}>
        <Trans>Logout</Trans>
      </Button>
    </div>
  );
}

/** A signed-in player (SPEC: the player area links to the profile and to logout): My profile and Logout. */
function PlayerActions({ vertical }: { vertical?: boolean }) {
  const { logout, pending } = usePlayerLogout();
  return (
    <>
      <ButtonLink href={paths.userProfile} tone={vertical ? "outline" : "accent"} size="sm" block={vertical} className={vertical ? s.profileLink : undefined}>
        <Trans>My profile</Trans>
      </ButtonLink>
      <Button tone="ghost" size="sm" block={vertical} onClick={logout} disabled={pending} className={s.drawerLogout}>
        <Trans>Logout</Trans>
      </Button>
    </>
  );
}

/**
 * Header account actions (SPEC section 2): the club menu for a signed-in club, My profile and
 * Logout for a signed-in player, otherwise Login and Register.
 */
export function AccountActions({ vertical }: { vertical?: boolean }) {
  const { data: club } = useClubSession();
  const { data: user } = useUserSession();
  if (club) return vertical ? <ClubDrawerActions club={club} /> : <ClubMenuOnDemand club={club} />;
  if (user) return <PlayerActions vertical={vertical} />;
  return (
    <>
      <ButtonLink href={paths.login} tone="light" size="sm" block={vertical}>
        <Trans>Login</Trans>
      </ButtonLink>
      <ButtonLink href={paths.register} tone="accent" size="sm" block={vertical}>
        <Trans>Register</Trans>
      </ButtonLink>
    </>
  );
}
