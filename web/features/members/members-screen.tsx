import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../ui/button";
import { Badge, EmptyState } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { ConfirmDeleteDialog, DashboardPage, dashboardStyles as s, QueryState } from "../dashboard";
import { membersQuery, openInvitationsQuery, useRemoveMember, useRevokeInvitation, type Member, type OpenInvitation } from "./api";
import { ChangeRoleDialog, InviteDialog } from "./role-dialogs";
import { ROLE_NAMES } from "./role-names";

function useShortDate() {
  const { i18n } = useLingui();
  return (iso: string) => i18n.date(new Date(iso), { day: "numeric", month: "short", year: "numeric" });
}

/** One role a member holds: name, address, role, since when; Change role and Remove. */
function MemberRow({ member, onChange, onRemove }: { member: Member; onChange: () => void; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const date = useShortDate();
  const since = date(member.since);
  return (
    <li className={s.itemRow} data-testid="member-row">
      <div className={s.itemMain}>
        <h3 className={s.itemTitle}>{member.name}</h3>
        <div className={s.itemMeta}>
          <Badge tone="accent">{i18n._(ROLE_NAMES[member.role])}</Badge>
          <span>{member.email}</span>
          <span>
            <Trans>Since {since}</Trans>
          </span>
        </div>
      </div>
      <div className={s.rowActions}>
        <Button tone="outline" className={s.rowAction} onClick={onChange} aria-label={t`Change role of ${member.name}`}>
          <Trans>Change role</Trans>
        </Button>
        <Button tone="danger" className={s.rowAction} onClick={onRemove} aria-label={t`Remove ${member.name}`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}

/** One open invitation: address, role, when it expires; Revoke. */
function InvitationRow({ invitation }: { invitation: OpenInvitation }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const revoke = useRevokeInvitation();
  const date = useShortDate();
  const expires = date(invitation.expiresAt);
  return (
    <li className={s.itemRow} data-testid="invitation-row">
      <div className={s.itemMain}>
        <h3 className={s.itemTitle}>{invitation.email}</h3>
        <div className={s.itemMeta}>
          <Badge>{i18n._(ROLE_NAMES[invitation.role])}</Badge>
          <span>
            <Trans>Expires {expires}</Trans>
          </span>
        </div>
      </div>
      <div className={s.rowActions}>
        <Button
          tone="outline"
          className={s.rowAction}
          disabled={revoke.isPending}
          aria-label={t`Revoke the invitation of ${invitation.email}`}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () => toaster.success({ title: t`Invitation revoked`, description: t`The link sent to ${invitation.email} no longer works.` }),
              onError: (error) => toaster.error({ title: t`Error`, description: errorText(error) }),
            })
          }
        >
          <Trans>Revoke</Trans>
        </Button>
      </div>
    </li>
  );
}

/**
 * /dashboard/members (issue 23, club admins): the club's members and their roles, an invitation
 * by e-mail, a change of role, a removal (confirmed), and the open invitations with Revoke.
 */
export function MembersScreen() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const members = useQuery(membersQuery());
  const invitations = useQuery(openInvitationsQuery());
  const remove = useRemoveMember();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<Member>();
  const [removing, setRemoving] = useState<Member>();
  const [removeError, setRemoveError] = useState<string>();

  const inviteButton = (
    <Button onClick={() => setInviting(true)}>
      <Trans>Invite a member</Trans>
    </Button>
  );
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.personId, {
      onSuccess: () => {
        toaster.success({ title: t`Member removed`, description: t`${removing.name} no longer holds a role in your club.` });
        setRemoving(undefined);
      },
      onError: (error) => setRemoveError(errorText(error)),
    });

  return (
    <DashboardPage
      title={t`Members`}
      intro={<Trans>The people who run your club's pages, each signing in as themselves. Invite someone by e-mail to a role; change a role or remove someone at any time.</Trans>}
      actions={inviteButton}
    >
      <section className={s.section} aria-labelledby="members-heading">
        <h2 id="members-heading" className={s.sectionTitle}>
          <Trans>Members</Trans>
        </h2>
        <QueryState query={members} empty={<EmptyState action={inviteButton}>{t`No members yet.`}</EmptyState>}>
          {(rows) => (
            <ul className={s.itemList}>
              {rows.map((member) => (
                <MemberRow key={`${member.personId}-${member.role}`} member={member} onChange={() => setChanging(member)} onRemove={() => setRemoving(member)} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section className={s.section} aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className={s.sectionTitle}>
          <Trans>Open invitations</Trans>
        </h2>
        <QueryState query={invitations} placeholders={1} empty={<p>{t`No open invitations.`}</p>}>
          {(rows) => (
            <ul className={s.itemList}>
              {rows.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ChangeRoleDialog key={changing ? `${changing.personId}-${changing.role}` : "none"} member={changing} onOpenChange={(open) => !open && setChanging(undefined)} />
      <ConfirmDeleteDialog
        open={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(undefined);
            setRemoveError(undefined);
          }
        }}
        question={<Trans>Remove this person from your club? They lose every role they hold here, and their open sessions lose access at once.</Trans>}
        itemName={removing?.name}
        onConfirm={confirmRemove}
        pending={remove.isPending}
        error={removeError}
      />
    </DashboardPage>
  );
}
