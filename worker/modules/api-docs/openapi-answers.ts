/**
 * What each route answers, for the API document (worker/modules/api-docs/openapi.ts): the success status, and
 * the valibot schema of its JSON (schema/responses.ts) or its media, by "METHOD /path" as the
 * document spells the route. Kept here rather than on each route so route files stay about
 * handling requests; worker/modules/api-docs/openapi.node.test.ts fails on a key that names no route, and
 * worker/modules/api-docs/api-docs.test.ts checks real answers against the served document.
 *
 * Routes under change (issue 14: the result entries and live scoring) say their status and
 * leave their JSON open until their answers settle.
 */
import type { OpenAPIV3_1 } from "openapi-types";
import * as v from "valibot";
import * as r from "../../../schema/responses";
import * as pr from "../../../schema/people-responses";
import * as rr from "../../../schema/registration-responses";

/** The error answers of components/responses a route adds to those every route gets (401/403 from guards, 400, 404). */
export type ErrorAnswer = "InvalidCredentials" | "Forbidden" | "NotFound" | "Conflict" | "Gone" | "UnsupportedMediaType" | "TooManyRequests" | "UpgradeRequired";

export type Answer = {
  status: 101 | 200 | 201 | 202 | 204 | 302;
  description: string;
  /** The JSON body; without it and without `media` the answer has no body (or its JSON is not described yet). */
  schema?: v.GenericSchema;
  /** A body that is not JSON: media type → its JSON Schema. */
  media?: Record<string, OpenAPIV3_1.SchemaObject>;
  headers?: Record<string, OpenAPIV3_1.HeaderObject>;
  errors?: ErrorAnswer[];
  /** Left open on purpose (see above): the document says so instead of guessing. */
  open?: true;
};

const json = (status: 200 | 201, schema: v.GenericSchema, description: string, more: Partial<Answer> = {}): Answer => ({ status, schema, description, ...more });
const ok = (schema: v.GenericSchema, description: string, more?: Partial<Answer>) => json(200, schema, description, more);
const created = (schema: v.GenericSchema, description: string, more?: Partial<Answer>) => json(201, schema, description, more);
const list = v.array;

const CSV = { "text/csv": { type: "string", description: "UTF-8 with a BOM, RFC 4180; a cell that starts with =, +, -, @, a tab or a carriage return gets a leading '." } } as const;
const csvFile = (description: string): Answer => ({
  status: 200,
  description,
  media: CSV,
  headers: { "Content-Disposition": { description: "attachment, with a name that says what and when (e.g. athens-owls-rugby-club-roster-2026-11-24.csv).", schema: { type: "string" } } },
});

const NEXT_CURSOR: OpenAPIV3_1.HeaderObject = {
  description: "The `cursor` of the next page; absent on the last page.",
  schema: { type: "string" },
};

export const ANSWERS: Record<string, Answer> = {
  "GET /api/health": {
    status: 204,
    description:
      "The worker answers; no storage is touched. With `deep=1`, D1, KV and R2 each took a write just now (a pass is reused for 10 seconds); if one did not, 503 with Retry-After and `failing` naming them (`d1`, `kv`, `r2`).",
  },
  "GET /api/openapi.json": ok(v.looseObject({ openapi: v.literal("3.1.0"), info: v.object({}), paths: v.object({}) }), "This document (OpenAPI 3.1)."),
  "GET /api/docs": { status: 200, description: "The interactive reference of this document (Scalar).", media: { "text/html": { type: "string" } } },

  // ---- public reads ----
  "GET /api/clubs": ok(list(r.clubAnswer), "Member clubs the public sees (approved, active), by name."),
  "GET /api/clubs/{id}": ok(r.clubAnswer, "The club."),
  "GET /api/clubs/{id}/players": ok(list(r.playerAnswer), "The roster by jersey number."),
  "GET /api/clubs/{id}/teams": ok(list(r.teamAnswer), "The club's teams: those it fields first, then by game, seniors first."),
  "GET /api/clubs/{id}/matches": ok(list(r.matchAnswer), "Every fixture of the club's teams (its friendlies and its competitions' games) from its side, in kick-off order; `?team=` only that team's."),
  "GET /api/clubs/{id}/matches.csv": csvFile("The club's fixtures and results."),
  "GET /api/clubs/{id}/logo": {
    status: 200,
    description: "The club's logo. With `?v=` (as in the club's logoUrl) cached for good; without, the current one, cached for a day.",
    media: Object.fromEntries(["image/png", "image/jpeg", "image/gif", "image/webp"].map((type) => [type, { type: "string", contentMediaType: type }])),
  },
  "GET /api/news/latest": ok(list(r.newsAnswer), "Newest first; a translated story once, in the reader's language (`lang`).", { headers: { "X-Next-Cursor": NEXT_CURSOR } }),
  "GET /api/news/slug/{slug}": ok(r.newsAnswer, "The article (with `lang`, its translation in that language when there is one)."),
  "GET /api/news/featured": ok(r.featuredNewsAnswer, "The article the federation features on the home page, or `{ article: null }`."),
  "GET /api/news/{id}": ok(r.newsAnswer, "The article."),
  "GET /api/matches/upcoming": ok(list(r.matchAnswer), "Not kicked off yet (and those being played live), soonest first."),
  "GET /api/matches/results": ok(list(r.matchAnswer), "Kicked off, most recent first."),
  "GET /api/matches/{id}": ok(r.matchAnswer, "A fixture by its id: a club's own match (a friendly), or a competition's game."),
  "GET /api/standings": ok(list(r.standingRowAnswer), "The featured tables, union first, each in table order."),
  "GET /api/standings/{type}": ok(list(r.standingRowAnswer), "The featured table of one code."),
  "GET /api/competitions": ok(list(r.competitionAnswer), "Newest season first; union before league, the featured table first, then by name."),
  "GET /api/competitions/{slug}": ok(r.competitionWithEntrantsAnswer, "The competition, its rules in words and its teams."),
  "GET /api/competitions/{slug}/table": ok(r.competitionTableAnswer, "The table, computed from the results by the competition's rules."),
  "GET /api/competitions/{slug}/fixtures": ok(r.competitionFixturesAnswer, "The fixtures by round."),
  "GET /api/competitions/{slug}/table.csv": csvFile("The competition's table."),
  "GET /api/competitions/{slug}/fixtures.csv": csvFile("The competition's fixtures and results."),
  "GET /api/search": ok(r.searchAnswer, "Ranked results, a page at a time."),

  // ---- public forms and claims ----
  "POST /api/clubs/claim": created(r.idMessageAnswer, "The claim is stored; the federation is mailed. A replay with a known Idempotency-Key answers the same.", { errors: ["Conflict"] }),
  "POST /api/academy-registration": created(r.idMessageAnswer, "The registration is stored; the federation and the parent are mailed. A replay with a known Idempotency-Key answers the same."),
  "POST /api/clubs/register": created(r.ownClubAnswer, "The club, waiting for the federation's approval. Registration does not sign in.", { errors: ["Conflict"] }),
  "GET /api/claims/{token}": ok(r.claimLinkAnswer, "The club the link is for.", { errors: ["Gone"] }),
  "POST /api/claims/{token}/new-link": ok(r.messageAnswer, "The same neutral answer whatever happened: a new link goes to the claim's own address only when this was the latest link of an approved claim whose club has not set its sign-in.", { errors: ["TooManyRequests"] }),
  "POST /api/claims/{token}": ok(r.claimCompletedAnswer, "The club's sign-in e-mail and password are set; the claimant is signed in (sets the club session cookie).", { errors: ["Gone", "Conflict"] }),

  // ---- members and invitations (issue 23) ----
  "GET /api/clubs/audit": ok(r.clubAuditPageAnswer, "A page of the club's own audit log, newest first: every write done for the club, and what the federation's support did as it; filtered by `action` (an area such as `news`, or one action such as `news.post`), `personId` or a part of the `person`'s name."),
  "GET /api/clubs/members": ok(list(pr.clubMemberAnswer), "One row per club role held in the club acted for, oldest first."),
  "GET /api/clubs/members/invitations": ok(list(pr.openInvitationAnswer), "The club's open invitations (not accepted, revoked or expired), newest first."),
  "POST /api/clubs/members/invitations": created(pr.invitationCreatedAnswer, "The invitation is mailed, in the inviter's language, with a single-use link to /invitations/{token} valid for 7 days; an open invitation to the same address and role is replaced. 409 when the address already holds the role in this club.", { errors: ["Conflict"] }),
  "DELETE /api/clubs/members/invitations/{id}": { status: 204, description: "The invitation is revoked: its link stops working.", errors: ["NotFound"] },
  "PATCH /api/clubs/members/{personId}": ok(pr.memberRoleChangedAnswer, "The member's role in the club is now this one. 409 for the club's last club admin.", { errors: ["NotFound", "Conflict"] }),
  "DELETE /api/clubs/members/{personId}": { status: 204, description: "Every club role the person held in the club has ended; their open sessions lose access on their next request. 409 for the club's last club admin.", errors: ["NotFound", "Conflict"] },
  "GET /api/invitations/{token}": ok(pr.invitationLinkAnswer, "The link still works: 404 for an unknown link, 410 for an expired, revoked or used one.", { errors: ["Gone"] }),
  "POST /api/invitations/{token}/accept": ok(pr.invitationAcceptedAnswer, "The person holds the role; the link is used up in the same transaction. A new person is verified and signed in (sets the club session cookie). 401 when an account uses the address and nobody is signed in; 403 when someone else is.", { errors: ["Forbidden", "Gone"] }),

  // ---- club session ----
  "POST /api/auth/login": ok(
    v.union([r.clubSignInAnswer, r.secondStepAnswer]),
    "Signed in as a person acting for a club: sets the club session cookie. A person whose roles need a second step and who has one set up gets `{ secondStep }` instead, and a session good only for POST /api/auth/second-step.",
    { errors: ["InvalidCredentials", "Forbidden", "TooManyRequests"] },
  ),
  "GET /api/auth/me": ok(r.clubSessionAnswer, "The club the signed-in person acts for, with the person and their roles (401: signed out)."),
  "POST /api/auth/acting-club": ok(r.clubSessionAnswer, "The person now acts for this club (403 where they hold no role).", { errors: ["Forbidden"] }),
  "POST /api/auth/logout": ok(r.messageAnswer, "Signed out (also when no one was signed in)."),
  "POST /api/auth/admin-login": ok(v.union([r.clubSignInAnswer, r.secondStepAnswer]), "Signed in as the federation's admin: with credentials, or without a body in DEMO_MODE.", {
    errors: ["InvalidCredentials", "Forbidden", "NotFound", "TooManyRequests"],
  }),

  // ---- the second step (issue 23) ----
  "POST /api/auth/second-step/passkey-options": ok(pr.passkeyOptionsAnswer, "WebAuthn options for the person's passkeys (401 without a sign-in waiting for its second step)."),
  "POST /api/auth/second-step": ok(r.clubSignInAnswer, "The second step passed: a new full club session, and what POST /api/auth/login answers. 401 without a sign-in waiting for it; 400 for a wrong code or passkey.", { errors: ["TooManyRequests"] }),
  "GET /api/me/second-step": ok(pr.secondStepSetupAnswer, "What the person has set up for the second step."),
  "POST /api/me/second-step/totp/setup": ok(pr.totpSetupAnswer, "A new authenticator-app secret, shown once; a first code confirms it within 10 minutes."),
  "POST /api/me/second-step/totp": ok(pr.secondStepEnrolledAnswer, "The app is set up (it replaces an earlier one); the person's first method also brings ten recovery codes."),
  "DELETE /api/me/second-step/totp": { status: 204, description: "The app is removed.", errors: ["NotFound", "Conflict"] },
  "POST /api/me/second-step/passkeys/options": ok(pr.passkeyOptionsAnswer, "WebAuthn options for adding a passkey."),
  "POST /api/me/second-step/passkeys": created(pr.secondStepEnrolledAnswer, "The passkey is stored; the person's first method also brings ten recovery codes.", { errors: ["Conflict"] }),
  "DELETE /api/me/second-step/passkeys/{id}": { status: 204, description: "The passkey is removed.", errors: ["NotFound", "Conflict"] },
  "POST /api/me/second-step/recovery-codes": ok(pr.recoveryCodesAnswer, "Ten new recovery codes; the earlier ones stop working.", { errors: ["Conflict"] }),

  // ---- forgot password and the person's own sessions (issue 23) ----
  "POST /api/auth/password-reset": {
    status: 202,
    schema: r.messageAnswer,
    description: "The same answer, in about the same time, whether or not an account uses the address; a person's link is mailed to their own address. Limited per address and per client alike (429).",
    errors: ["TooManyRequests"],
  },
  "POST /api/auth/password-reset/confirm": ok(r.messageAnswer, "The new password is set and the link used up; every session of the person ends. Does not sign in. A used, expired or unknown link is a 400 under `token`."),
  "GET /api/auth/password-reset/{token}": ok(pr.resetLinkAnswer, "The link still works; 410 when it is used, expired or unknown.", { errors: ["Gone"] }),
  "GET /api/me": ok(pr.ownPersonAnswer, "The signed-in person and their roles."),
  "GET /api/me/sessions": ok(list(pr.sessionAnswer), "The person's live sessions, of both kinds, most recently used first."),
  "DELETE /api/me/sessions": { status: 204, description: "Every session of the person but this browser's own has ended." },
  "DELETE /api/me/sessions/{id}": { status: 204, description: "The session has ended (404 when it is not one of the person's).", errors: ["NotFound"] },

  // ---- player session ----
  "POST /api/users/register": created(r.messageAnswer, "The account is made, unverified; the verification link is mailed. Does not sign in.", { errors: ["Conflict"] }),
  "POST /api/users/login": ok(r.userSignInAnswer, "Signed in: sets the player session cookie.", { errors: ["InvalidCredentials", "TooManyRequests"] }),
  "GET /api/users/me": ok(r.userAnswer, "The signed-in player (401: signed out)."),
  "POST /api/users/logout": ok(r.messageAnswer, "Signed out."),
  "PATCH /api/users/profile": ok(r.userAnswer, "The profile after the change."),
  "POST /api/users/change-password": ok(r.messageAnswer, "Changed: the player's other sessions end, this one is renewed.", { errors: ["TooManyRequests"] }),
  "GET /api/users/verify-email": {
    status: 302,
    description: "Verified: redirects to the login page. A used, expired or unknown token is a 400.",
    headers: { Location: { description: "/login?tab=user&verified=true", schema: { type: "string" } } },
  },
  "POST /api/users/resend-verification": ok(r.messageAnswer, "The same answer whether or not such an unverified account exists.", { errors: ["TooManyRequests"] }),

  // ---- the signed-in club's own data ----
  "GET /api/clubs/profile": ok(r.ownClubAnswer, "The club's own profile."),
  "GET /api/clubs/profile/name-change": ok(r.nameChangeAnswer, "The club's new name waiting for the federation's approval, or null."),
  "PATCH /api/clubs/profile": ok(r.ownClubAnswer, "The profile after the change.", { errors: ["Conflict"] }),
  "POST /api/clubs/password": ok(r.messageAnswer, "Changed: the club's other sessions end, this one is renewed.", { errors: ["TooManyRequests"] }),
  "POST /api/clubs/logo": ok(r.logoAnswer, "The new logo's address."),
  "GET /api/clubs/news": ok(list(r.newsAnswer), "Every article of the club, published or not, newest first."),
  "POST /api/clubs/news": created(r.newsAnswer, "The article."),
  "PATCH /api/clubs/news/{id}": ok(r.newsAnswer, "The article after the change."),
  "DELETE /api/clubs/news/{id}": ok(r.idMessageAnswer, "Deleted."),
  "GET /api/clubs/players": ok(list(r.playerAnswer), "The roster by jersey number."),
  "POST /api/clubs/players": created(r.playerAnswer, "The player."),
  "PATCH /api/clubs/players/{id}": ok(r.playerAnswer, "The player after the change."),
  "DELETE /api/clubs/players/{id}": ok(r.idMessageAnswer, "Removed: a typed entry only; 409 for a registered player's, who leaves the roster by their registration.", { errors: ["Conflict"] }),
  "POST /api/clubs/players/{id}/link": ok(r.playerAnswer, "The entry, now the registration's: 409 when it is linked already or the registration has its own entry filled in.", { errors: ["Conflict"] }),
  "GET /api/clubs/teams": ok(list(r.teamAnswer), "The club's teams: those it fields first, then by game, seniors first."),
  "POST /api/clubs/teams": created(r.teamAnswer, "The team."),
  "PATCH /api/clubs/teams/{id}": ok(r.teamAnswer, "The team after the change (`{ \"active\": false }` deactivates it)."),
  "DELETE /api/clubs/teams/{id}": ok(r.idMessageAnswer, "Deleted: only a team with no game and no competition; 409 for one that has played (deactivate it instead).", { errors: ["Conflict"] }),
  "GET /api/clubs/players/export.csv": csvFile("The club's roster, in the columns the import reads."),
  "POST /api/clubs/players/import": ok(r.rosterImportAnswer, "What the import did (or, with ?dryRun=true, would do, errors included). A real import with errors is a 400 with the same report and saves nothing.", {
    errors: ["UnsupportedMediaType"],
  }),
  "GET /api/clubs/matches": ok(list(r.matchAnswer), "Every fixture of the club's teams (its friendlies and its competitions' games), in kick-off order."),
  "POST /api/clubs/matches": created(r.clubMatchAnswer, "The match."),
  "PATCH /api/clubs/matches/{id}": ok(r.clubMatchAnswer, "The match after the change."),
  "DELETE /api/clubs/matches/{id}": ok(r.idMessageAnswer, "Removed."),
  "GET /api/clubs/matches/export.csv": csvFile("The club's matches, as its dashboard lists them."),
  "GET /api/clubs/standings": ok(list(r.ownStandingAnswer), "The club's rows, newest season first."),
  "POST /api/clubs/standings": created(r.standingAnswer, "The row; for a manual table it is proposed to the federation.", { errors: ["Conflict"] }),
  "PATCH /api/clubs/standings/{id}": ok(r.standingAnswer, "The row after the change.", { errors: ["Conflict"] }),
  "DELETE /api/clubs/standings/{id}": ok(r.idMessageAnswer, "Deleted."),
  "GET /api/clubs/competitions": ok(list(r.competitionAnswer), "The competitions the club plays in."),

  // ---- the admin: back office ----
  "GET /api/admin/stats": ok(r.adminStatsAnswer, "The dashboard's counts."),
  "GET /api/admin/notifications": ok(r.adminNotificationsAnswer, "The tab badges: new claims, new academy registrations, clubs waiting for approval, mails that failed."),
  "GET /api/admin/mail": ok(list(r.outboxMailAnswer), "Mails of that status (failed by default), newest first, at most 200."),
  "POST /api/admin/mail/{id}/retry": ok(r.outboxRetryAnswer, "The failed mail is pending again, its attempts from 0; the queue delivers it.", { errors: ["Conflict"] }),
  "GET /api/admin/clubs": ok(list(r.adminClubAnswer), "Every club, claimed or not, with its review."),
  "GET /api/admin/clubs/name-changes": ok(list(r.adminNameChangeAnswer), "Approved clubs' new names waiting for the federation, oldest first."),
  "POST /api/admin/clubs/{id}/name-change/approve": ok(r.adminClubAnswer, "The club renamed (its standing rows too); 409 when another club holds the name.", { errors: ["Conflict"] }),
  "POST /api/admin/clubs/{id}/name-change/reject": ok(r.adminClubAnswer, "The new name is refused; the club keeps its name and is mailed the reason."),
  "GET /api/admin/clubs/{id}": ok(r.adminClubDetailAnswer, "The club with its officials."),
  "PATCH /api/admin/clubs/{id}": ok(r.adminClubAnswer, "The club after the change.", { errors: ["Conflict"] }),
  "POST /api/admin/clubs/{id}/approve": ok(r.adminClubAnswer, "Approved: shown in public from now on; the club is mailed.", { errors: ["Conflict"] }),
  "POST /api/admin/clubs/{id}/decline": ok(r.adminClubAnswer, "Declined; the club is mailed the reason.", { errors: ["Conflict"] }),
  "POST /api/admin/clubs/{id}/verify": ok(r.adminClubAnswer, "Verified.", { errors: ["Conflict"] }),
  "POST /api/admin/clubs/{id}/deactivate": ok(r.adminClubAnswer, "Deactivated: hidden from public lists, its sessions end.", { errors: ["Conflict"] }),
  "POST /api/admin/clubs/{id}/reactivate": ok(r.adminClubAnswer, "Active again.", { errors: ["Conflict"] }),
  "GET /api/admin/claims": ok(list(r.claimRequestAnswer), "Claims, newest first."),
  "GET /api/admin/staff": ok(list(pr.staffMemberAnswer), "One row per federation role held, oldest first."),
  "GET /api/admin/staff/invitations": ok(list(pr.openInvitationAnswer), "The federation's open invitations, newest first."),
  "POST /api/admin/staff/invitations": created(pr.invitationCreatedAnswer, "Mailed like a club's invitation, accepted through the same /invitations/{token} link. 409 when the address already holds the role.", { errors: ["Conflict"] }),
  "DELETE /api/admin/staff/invitations/{id}": { status: 204, description: "The invitation is revoked.", errors: ["NotFound"] },
  "PATCH /api/admin/staff/{personId}": ok(pr.staffRoleChangedAnswer, "The person's federation role is now this one. 409 for the last super admin.", { errors: ["NotFound", "Conflict"] }),
  "DELETE /api/admin/staff/{personId}": { status: 204, description: "Every federation role of the person has ended. 409 for the last super admin.", errors: ["NotFound", "Conflict"] },
  "POST /api/admin/claims/{id}/approve": ok(r.claimDecisionAnswer, "Approved: the claimant is mailed a one-time link (72 hours).", { errors: ["Conflict"] }),
  "POST /api/admin/claims/{id}/new-link": ok(r.claimDecisionAnswer, "A fresh link (72 hours) is mailed to the claimant; every earlier link of the club stops working.", { errors: ["Conflict"] }),
  "POST /api/admin/claims/{id}/reject": ok(r.claimDecisionAnswer, "Rejected: the claimant is mailed the reason.", { errors: ["Conflict"] }),
  "GET /api/admin/academy-registrations": ok(list(r.academyRegistrationAnswer), "Registrations, newest first."),
  "GET /api/admin/academy-registrations/export.csv": csvFile("The same list, with the same filters."),
  "PATCH /api/admin/academy-registrations/{id}": ok(r.academyRegistrationAnswer, "The registration after the change."),
  "POST /api/admin/academy-registrations/{id}/children": created(rr.academyConversionAnswer, "The parent (found or made), the children with the form's consent, and a registration waiting for the club for each; the form is `enrolled`. 400 for a form without consent; 409 for a form already enrolled.", {
    errors: ["NotFound", "Conflict"],
  }),
  "GET /api/admin/news": ok(list(r.moderatedNewsAnswer), "Every article, newest first."),
  "POST /api/admin/news/{id}/unpublish": ok(r.moderatedNewsAnswer, "Hidden from the public (and no longer featured)."),
  "POST /api/admin/news/{id}/restore": ok(r.moderatedNewsAnswer, "Published again."),
  "POST /api/admin/news/{id}/feature": ok(r.moderatedNewsAnswer, "Featured on the home page (and published); any other article is unfeatured."),
  "POST /api/admin/news/{id}/unfeature": ok(r.moderatedNewsAnswer, "No longer featured."),
  "GET /api/admin/impersonation": ok(v.nullable(r.impersonationAnswer), "The impersonation this admin session runs, or null."),
  "POST /api/admin/impersonation": created(r.impersonationAnswer, "Acting as the person for the club from now on (this browser only), until it expires or stops. 409 for an inactive club or a person with no role in it.", { errors: ["NotFound", "Conflict"] }),
  "GET /api/admin/clubs/{id}/members": ok(list(pr.clubMemberAnswer), "One row per club role held in the club, oldest first.", { errors: ["NotFound"] }),
  "POST /api/admin/impersonation/stop": ok(r.impersonationStopAnswer, "Stopped (also when none was running)."),
  "GET /api/admin/audit": ok(r.auditPageAnswer, "A page of the audit log, newest first: each record names the person, the role they acted in and the club; filtered by `action`, `personId`, a part of the `person`'s name, `adminId` (the account) or `clubId` (acted for or acted as)."),
  "GET /api/admin/exports/claims.csv": csvFile("Every claim."),
  "GET /api/admin/exports/clubs.csv": csvFile("Every member club."),

  // ---- the admin: competitions ----
  "POST /api/admin/competitions": created(r.competitionDetailAnswer, "The competition, its rules from the preset and the overrides."),
  "GET /api/admin/competitions/{id}": ok(r.competitionWithEntrantsAnswer, "The competition with every entrant."),
  "PATCH /api/admin/competitions/{id}": ok(r.competitionDetailAnswer, "The competition after the change."),
  "DELETE /api/admin/competitions/{id}": ok(r.idAnswer, "Deleted, with its entrants, fixtures and adjustments."),
  "GET /api/admin/competitions/{id}/fixtures": ok(r.competitionFixturesAnswer, "The fixtures by round, with every entrant."),
  "GET /api/admin/competitions/{id}/table": ok(r.competitionTableAnswer, "The table with every entrant."),
  "POST /api/admin/competitions/{id}/entrants": created(r.entrantAnswer, "The entrant."),
  "DELETE /api/admin/competitions/{id}/entrants/{entrantId}": ok(r.idAnswer, "Removed, with its fixtures."),
  "POST /api/admin/competitions/{id}/generate": created(r.generatedAnswer, "The round robin is made (replacing the fixtures with `replace`)."),
  "POST /api/admin/competitions/{id}/fixtures": created(r.fixtureAnswer, "The fixture."),
  "PATCH /api/admin/fixtures/{id}": ok(r.fixtureAnswer, "The fixture after the change; a result entered here is the federation's (settled)."),
  "DELETE /api/admin/fixtures/{id}": ok(r.idAnswer, "Deleted."),
  "POST /api/admin/competitions/{id}/adjustments": created(r.adjustmentAnswer, "The adjustment."),
  "DELETE /api/admin/adjustments/{id}": ok(r.idAnswer, "Deleted."),
  "POST /api/admin/competitions/{id}/import": ok(r.fixtureImportAnswer, "What the import did (with ?dryRun=true, would do, errors included). A real import with errors is a 400 with the report and writes nothing.", {
    errors: ["UnsupportedMediaType"],
  }),
  "GET /api/admin/standing-proposals": ok(list(r.pendingProposalAnswer), "Clubs' proposed rows waiting for a decision, oldest first."),
  "POST /api/admin/standing-proposals/{id}": ok(r.standingProposalAnswer, "Decided: approved figures become the public row."),

  // ---- results and live scoring (issue 14, under change: JSON left open) ----
  "GET /api/fixtures/{id}/result": { status: 200, description: "The result's state and each club's entry; the admin also gets its history.", open: true },
  "POST /api/fixtures/{id}/result": { status: 200, description: "The club's entry is stored; the answer says the result's state after it.", open: true },
  "POST /api/admin/fixtures/{id}/settle": { status: 200, description: "The admin's result, settled with its reason.", open: true },
  "GET /api/admin/results": { status: 200, description: "Disputed results first, then those only one club has entered.", open: true },
  "GET /api/fixtures/{id}/live": { status: 200, description: "The live match's state now (Cache-Control: no-store).", open: true },
  "GET /api/fixtures/{id}/live/socket": {
    status: 101,
    description: "A read-only WebSocket of the live match (send `Upgrade: websocket`); without the upgrade, 426.",
    errors: ["UpgradeRequired"],
  },
  "POST /api/fixtures/{id}/live/events": { status: 201, description: "The event is stored (200 when the Idempotency-Key was seen: a replay changes nothing).", open: true, errors: ["Conflict"] },
  "GET /api/fixtures/{id}/eligibility": ok(list(rr.eligibilityAnswer), "Each person of the club's list, by last name: eligible, or the reasons not (stable codes, words in the request's language). 400 for a `clubId` that is no id, or none from the federation; 404 when none of the club's teams plays in the fixture.", {
    errors: ["NotFound"],
  }),

  // ---- player registration (issue 24) ----
  "GET /api/registrations": ok(list(rr.registrationAnswer), "The signed-in person's registrations and their children's, newest first."),
  "POST /api/registrations": created(rr.registrationAnswer, "The registration, waiting for the club (`pending-club`). 404 for someone else's person; 409 when the person already holds this code and season with a club.", {
    errors: ["NotFound", "Conflict"],
  }),
  "POST /api/registrations/{id}/withdraw": ok(rr.registrationAnswer, "The registration, withdrawn. 409 once decided.", { errors: ["NotFound", "Conflict"] }),
  "GET /api/clubs/registrations": ok(list(rr.registrationAnswer), "The acting club's registrations, newest first."),
  "POST /api/clubs/registrations/{id}/approve": ok(rr.registrationAnswer, "The registration, waiting for the federation (`pending-federation`). 404 for another club's; 409 when it no longer waits for the club.", { errors: ["NotFound", "Conflict"] }),
  "POST /api/clubs/registrations/{id}/decline": ok(rr.registrationAnswer, "The registration, declined by the club. 404 for another club's; 409 when it no longer waits for the club.", { errors: ["NotFound", "Conflict"] }),
  "GET /api/admin/registrations": ok(rr.registrationPageAnswer, "One page of the registrations, newest first, and how many match."),
  "POST /api/admin/registrations/{id}/approve": ok(rr.registrationAnswer, "The registration, `licensed`, with its `licenceNumber`. 409 unless it waits for the federation.", { errors: ["NotFound", "Conflict"] }),
  "POST /api/admin/registrations/{id}/decline": ok(rr.registrationAnswer, "The registration, declined by the federation. 409 unless it waits for the federation.", { errors: ["NotFound", "Conflict"] }),
  "PUT /api/clubs/registrations/{id}/health-card": ok(rr.registrationAnswer, "The registration, with the person's new health card date. 400 for a date in the past or more than a year ahead; 404 for another club's.", { errors: ["NotFound"] }),
  "POST /api/clubs/registrations/re-register": ok(rr.reRegisterAnswer, "How many registrations were made, waiting for the registrar, and who was left out and why."),
  "POST /api/admin/registrations/import": ok(rr.licenceImportAnswer, "What the import did (with ?dryRun=true, would do, errors included). A real import with errors is a 400 with the report and writes nothing; 409 when a licence number or a place was taken meanwhile.", {
    errors: ["UnsupportedMediaType", "Conflict"],
  }),

  // ---- families and personal data (issue 24) ----
  "GET /api/me/children": ok(list(rr.childAnswer), "The signed-in person's children, oldest first."),
  "POST /api/me/children": created(rr.childCreatedAnswer, "The child, a person without a login; the signed-in person is their parent. 400 without the parent's consent under 15, or for a date of birth in the future or 18 or more years ago."),
  "PATCH /api/me/children/{id}": ok(rr.childAnswer, "The child after the correction. 404 for someone else's child.", { errors: ["NotFound"] }),
  "POST /api/me/children/{id}/login": ok(rr.childAnswer, "The child, with their own address and a login; they are mailed a link to choose a password. 400 under 15; 404 for someone else's child; 409 for an address in use or a child who has a login.", {
    errors: ["NotFound", "Conflict"],
  }),
  "GET /api/me/data": {
    status: 200,
    description: "Everything held about the person and their children, as a JSON file (no passwords, keys or sessions).",
    media: { "application/json": { type: "object", description: "person, roles, registrations, transfers, parents (their consents), children (each with the same), academyRegistrations." } },
    headers: { "Content-Disposition": { description: "attachment; filename=\"rugby-hellas-my-data-2026-11-24.json\"", schema: { type: "string" } } },
  },
  "GET /api/me/data/visibility": ok(list(rr.visibilityAnswer), "The person first, then their children."),
  "PUT /api/me/data/visibility": ok(rr.visibilityAnswer, "The person after the change. 403 for a minor opting themselves in; 404 for someone else's child.", { errors: ["Forbidden", "NotFound"] }),
  "POST /api/me/data/erasure": ok(rr.erasureAnswer, "The details are erased and every session of theirs has ended. 409 for the last super admin or a club's last club admin.", { errors: ["Conflict"] }),
  // ---- transfers (issue 24) ----
  "GET /api/transfers": ok(list(rr.transferAnswer), "The signed-in person's transfers and their children's, newest first."),
  "POST /api/transfers": created(rr.transferAnswer, "The transfer, `open`, with its `objectionDeadline` (in 7 days); the current club's secretaries and club admins and the player are mailed. 400 for the player's own club; 404 for someone else's person; 409 without a licence in the code this season, or while another transfer is in progress.", {
    errors: ["Forbidden", "Conflict"],
  }),
  "POST /api/transfers/{id}/withdraw": ok(rr.transferAnswer, "The transfer, withdrawn. 409 once decided.", { errors: ["NotFound", "Conflict"] }),
  "GET /api/transfers/history": ok(list(rr.clubHistoryAnswer), "The clubs the person played for, newest first: each licence, split where a transfer moved it. 403 for another person's.", { errors: ["Forbidden"] }),
  "GET /api/clubs/transfers": ok(list(rr.transferAnswer), "Transfers into and out of the acting club, newest first."),
  "POST /api/clubs/transfers/{id}/object": ok(rr.transferAnswer, "The transfer, `objected`, with the reason; the player and the new club are mailed. 403 for the club the player moves to; 404 for another club's; 409 once it is no longer open or its 7 days have passed.", {
    errors: ["Forbidden", "NotFound", "Conflict"],
  }),
  "GET /api/admin/transfers": ok(list(rr.transferAnswer), "Every transfer, newest first."),
  "POST /api/admin/transfers/{id}/approve": ok(rr.transferAnswer, "The transfer, `approved`: the licence, its roster entry and the player's club are the new club's. 409 while the current club may still object, or once decided.", { errors: ["NotFound", "Conflict"] }),
  "POST /api/admin/transfers/{id}/decline": ok(rr.transferAnswer, "The transfer, `declined`, with the reason; the licence stays. 409 once decided.", { errors: ["NotFound", "Conflict"] }),
};

/** Request bodies hono-openapi cannot see: the CSV uploads (read raw), the logo (multipart), a body that may be left out. */
export const REQUEST_BODIES: Record<string, Partial<OpenAPIV3_1.RequestBodyObject>> = {
  "POST /api/clubs/players/import": {
    required: true,
    description: "The roster, in the export's columns (headers in English or Greek).",
    content: { "text/csv": { schema: { type: "string" } } },
  },
  "POST /api/admin/registrations/import": {
    required: true,
    description: "Existing licences, one a line: licence_number,first_name,last_name,date_of_birth,email,club,season,code,team (email and team may be empty; club is an id or a name).",
    content: { "text/csv": { schema: { type: "string" } } },
  },
  "POST /api/admin/competitions/{id}/import": {
    required: true,
    description: "Fixtures and results, one a line.",
    content: { "text/csv": { schema: { type: "string" } } },
  },
  "POST /api/clubs/logo": {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          required: ["logo"],
          properties: { logo: { type: "string", contentMediaType: "application/octet-stream", description: "A PNG, JPEG, GIF or WebP image, at most 5 MB." } },
        },
      },
    },
  },
  "POST /api/auth/admin-login": { required: false, description: "An admin's credentials; no body at all signs in the demo admin while DEMO_MODE is on." },
};
