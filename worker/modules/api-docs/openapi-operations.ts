/**
 * Each operation's summary (a short imperative, the reference's list shows it) and what it does
 * beyond its answer, by "METHOD /path" as the document spells the route (issue 20, point 8). The
 * rest of its description is made from the document itself (worker/modules/api-docs/openapi.ts): who may call
 * it (its security, or `who` here where the guard alone does not say it), what it returns (its
 * success answer, openapi-answers.ts) and its errors (its error answers). So a new route needs a
 * line here: worker/modules/api-docs/openapi.node.test.ts fails on an operation without a summary and
 * description, and on a key that names no route. (The open-data files outside /api have theirs
 * in openapi-open-files.ts.)
 */

export type OperationText = {
  /** Imperative, a few words: "List a competition's fixtures by round". */
  summary: string;
  /** What the operation does that its answer does not say: side effects, rules, paging. */
  about?: string;
  /** Who may call it, when its security alone does not say it (a public route with more for the admin, a club of the fixture). */
  who?: string;
};

const THE_FIXTURES_CLUBS =
  "a club admin, team manager or scorer of one of the fixture's two clubs (club session; one named for a single team: that team's fixtures only), or a federation person on their behalf";

export const OPERATIONS: Record<string, OperationText> = {
  // ---- the API itself ----
  "GET /api/health": { summary: "Check the API's health", about: "For uptime checks: plain, it touches no storage; `?deep=1` also checks that D1, KV and R2 each take a write." },
  "GET /api/openapi.json": { summary: "Get this API document", about: "OpenAPI 3.1, generated from the routes themselves." },
  "GET /api/docs": { summary: "Open the interactive API reference", about: "An HTML page that draws this document (Scalar, served from this site)." },

  // ---- public reads ----
  "GET /api/clubs": { summary: "List the member clubs", about: "Only approved, active clubs; `code` (union or league) keeps one code's." },
  "GET /api/clubs/{id}": { summary: "Get a club's public profile" },
  "GET /api/clubs/{id}/players": { summary: "List a club's roster" },
  "GET /api/clubs/{id}/teams": { summary: "List a club's teams" },
  "GET /api/clubs/{id}/matches": { summary: "List a club's matches and fixtures" },
  "GET /api/clubs/{id}/matches.csv": { summary: "Download a club's fixtures as CSV", about: "Column headers in the reader's language (`lang`)." },
  "GET /api/clubs/{id}/logo": { summary: "Get a club's logo" },
  "GET /api/news/latest": { summary: "List the latest news", about: "A page at a time: pass the `X-Next-Cursor` of one answer as `cursor` for the next." },
  "GET /api/news/slug/{slug}": { summary: "Get an article by its slug" },
  "GET /api/news/featured": { summary: "Get the featured article" },
  "GET /api/news/{id}": { summary: "Get an article by its id" },
  "GET /api/matches/upcoming": { summary: "List upcoming matches" },
  "GET /api/matches/results": { summary: "List recent results" },
  "GET /api/matches/{id}": { summary: "Get a match" },
  "GET /api/standings": { summary: "List the featured standings" },
  "GET /api/standings/{type}": { summary: "List the featured standings of one code", about: "`type` is `union` or `league`." },
  "GET /api/competitions": { summary: "List the competitions" },
  "GET /api/competitions/{slug}": { summary: "Get a competition with its rules and teams" },
  "GET /api/competitions/{slug}/table": { summary: "Get a competition's table" },
  "GET /api/competitions/{slug}/fixtures": { summary: "List a competition's fixtures by round" },
  "GET /api/competitions/{slug}/table.csv": { summary: "Download a competition's table as CSV", about: "Column headers in the reader's language (`lang`)." },
  "GET /api/competitions/{slug}/fixtures.csv": { summary: "Download a competition's fixtures as CSV", about: "Column headers in the reader's language (`lang`)." },
  "GET /api/search": { summary: "Search clubs, news and competitions", about: "Greek, Greeklish or Latin, with or without accents; the matching words are marked in each result." },

  // ---- public forms and claims ----
  "POST /api/clubs/claim": { summary: "Ask to run an unclaimed club", about: "The federation reviews the claim; approved, the claimant is mailed a one-time link to set the club's sign-in." },
  "POST /api/academy-registration": { summary: "Register children for the U16 academy" },
  "POST /api/clubs/register": { summary: "Register a new club", about: "The club may sign in and prepare its pages at once; it appears in public once the federation approves it." },
  "GET /api/claims/{token}": { summary: "Check a claim link" },
  "POST /api/claims/{token}/new-link": { summary: "Ask for a new claim link", about: "For a claim link that has expired or was replaced." },
  "POST /api/claims/{token}": { summary: "Set a claimed club's sign-in", about: "Uses the one-time link the federation mailed: the link stops working." },

  // ---- members and invitations (issue 23) ----
  "GET /api/clubs/members": { summary: "List the club's members", who: "A club admin of the club acted for." },
  "GET /api/clubs/members/invitations": { summary: "List the club's open invitations", who: "A club admin of the club acted for." },
  "POST /api/clubs/members/invitations": { summary: "Invite a person to a club role", who: "A club admin of the club acted for." },
  "DELETE /api/clubs/members/invitations/{id}": { summary: "Revoke an invitation", who: "A club admin of the club acted for." },
  "PATCH /api/clubs/members/{personId}": { summary: "Change a member's role", who: "A club admin of the club acted for." },
  "DELETE /api/clubs/members/{personId}": { summary: "Remove a member from the club", who: "A club admin of the club acted for." },
  "GET /api/invitations/{token}": { summary: "Check an invitation link" },
  "POST /api/invitations/{token}/accept": { summary: "Accept an invitation", about: "An empty body for the signed-in person the invitation was sent to; a new person gives a first and last name and a password." },

  // ---- club session ----
  "POST /api/auth/login": { summary: "Sign in as a club official" },
  "GET /api/auth/me": { summary: "Get the signed-in club" },
  "POST /api/auth/acting-club": { summary: "Act for another of the person's clubs" },
  "POST /api/auth/logout": { summary: "Sign a club official out" },
  "POST /api/auth/admin-login": { summary: "Sign in as the federation's admin", about: "Only an admin account may sign in here (403 for any other club)." },
  "POST /api/auth/second-step/passkey-options": { summary: "Get passkey options for the second step", about: "The challenge is kept with the sign-in waiting for its second step, for one answer." },
  "POST /api/auth/second-step": {
    summary: "Pass the second step of a sign-in",
    about: "With the authenticator app's code (each code works once), a recovery code (single use) or a passkey's answer. Wrong answers count like wrong passwords: 5 in 15 minutes, then 429.",
    who: "a person who gave the right password and must pass a second step (the club session cookie POST /api/auth/login set)",
  },
  "GET /api/me/second-step": { summary: "See your second-step setup" },
  "POST /api/me/second-step/totp/setup": { summary: "Start setting up an authenticator app" },
  "POST /api/me/second-step/totp": { summary: "Confirm the authenticator app with its first code" },
  "DELETE /api/me/second-step/totp": { summary: "Remove the authenticator app", about: "409 when it is the last method and the person's roles need a second step." },
  "POST /api/me/second-step/passkeys/options": { summary: "Get options for adding a passkey" },
  "POST /api/me/second-step/passkeys": { summary: "Add a passkey" },
  "DELETE /api/me/second-step/passkeys/{id}": { summary: "Remove a passkey", about: "409 when it is the last method and the person's roles need a second step." },
  "POST /api/me/second-step/recovery-codes": { summary: "Make new recovery codes", about: "409 before any passkey or authenticator app is set up." },

  // ---- forgot password and the person's own sessions (issue 23) ----
  "POST /api/auth/password-reset": { summary: "Ask for a password reset link", about: "A single-use link, valid for 1 hour, to /reset-password?token=…, mailed in the person's language. A club's own address reaches its first club admin." },
  "POST /api/auth/password-reset/confirm": { summary: "Choose a new password with a reset link", about: "The link and the person's other open links are used up with the new password, in one transaction; every session of the person ends." },
  "GET /api/auth/password-reset/{token}": { summary: "Check a password reset link" },
  "GET /api/me": { summary: "Get the signed-in person" },
  "GET /api/me/sessions": { summary: "List your sessions" },
  "DELETE /api/me/sessions": { summary: "Sign out everywhere else" },
  "DELETE /api/me/sessions/{id}": { summary: "End one of your sessions" },

  // ---- player session ----
  "POST /api/users/register": { summary: "Register a player account" },
  "POST /api/users/login": { summary: "Sign in as a player", about: "An unverified player may sign in: the profile offers the verification mail again." },
  "GET /api/users/me": { summary: "Get the signed-in player" },
  "POST /api/users/logout": { summary: "Sign a player out" },
  "PATCH /api/users/profile": { summary: "Update the player's profile" },
  "POST /api/users/change-password": { summary: "Change the player's password", about: "Needs the current password." },
  "GET /api/users/verify-email": { summary: "Verify a player's e-mail address", about: "The link mailed at registration." },
  "POST /api/users/resend-verification": { summary: "Mail the verification link again" },

  // ---- the signed-in club's own data ----
  "GET /api/clubs/profile": { summary: "Get the club's own profile" },
  "GET /api/clubs/profile/name-change": { summary: "Get the club's pending new name" },
  "PATCH /api/clubs/profile": { summary: "Update the club's profile", about: "A new name of an approved club waits for the federation's approval; the rest applies at once." },
  "POST /api/clubs/password": { summary: "Change the club's password", about: "Needs the current password." },
  "POST /api/clubs/logo": { summary: "Upload the club's logo" },
  "GET /api/clubs/news": { summary: "List the club's articles" },
  "POST /api/clubs/news": { summary: "Publish an article", about: "The HTML is cleaned to an allowlist of text formatting, links and images." },
  "PATCH /api/clubs/news/{id}": { summary: "Edit one of the club's articles" },
  "DELETE /api/clubs/news/{id}": { summary: "Delete one of the club's articles" },
  "GET /api/clubs/players": { summary: "List the club's roster" },
  "POST /api/clubs/players": { summary: "Add a player to the roster" },
  "PATCH /api/clubs/players/{id}": { summary: "Edit a player of the roster" },
  "POST /api/clubs/players/{id}/link": { summary: "Link a typed roster entry to a registration", about: "An entry typed before registration becomes the view of one of the club's licensed registrations; it keeps its position, number, height and weight." },
  "DELETE /api/clubs/players/{id}": { summary: "Remove a player from the roster" },
  "GET /api/clubs/teams": { summary: "List the club's teams" },
  "POST /api/clubs/teams": { summary: "Add a team" },
  "PATCH /api/clubs/teams/{id}": { summary: "Edit or deactivate a team" },
  "DELETE /api/clubs/teams/{id}": { summary: "Delete a team that never played" },
  "GET /api/clubs/players/export.csv": { summary: "Download the club's roster as CSV" },
  "POST /api/clubs/players/import": { summary: "Import the roster from CSV", about: "Check first with `?dryRun=true`: nothing is saved." },
  "GET /api/clubs/matches": { summary: "List the club's matches" },
  "POST /api/clubs/matches": { summary: "Add a match" },
  "PATCH /api/clubs/matches/{id}": { summary: "Edit one of the club's matches" },
  "DELETE /api/clubs/matches/{id}": { summary: "Delete one of the club's matches" },
  "GET /api/clubs/matches/export.csv": { summary: "Download the club's matches as CSV" },
  "GET /api/clubs/standings": { summary: "List the club's standing rows" },
  "POST /api/clubs/standings": { summary: "Add or propose a standing row", about: "In a table the federation keeps by hand, the row is a proposal it approves or rejects." },
  "PATCH /api/clubs/standings/{id}": { summary: "Edit one of the club's standing rows" },
  "DELETE /api/clubs/standings/{id}": { summary: "Delete one of the club's standing rows" },
  "GET /api/clubs/competitions": { summary: "List the club's competitions" },

  // ---- the admin: back office ----
  "GET /api/admin/stats": { summary: "Get the admin dashboard's counts" },
  "GET /api/admin/notifications": { summary: "Get the admin tabs' badges" },
  "GET /api/admin/mail": {
    summary: "List outgoing mails by status",
    about: "Every mail is written with the change that causes it and delivered by a queue, retried with backoff (8 attempts over about an hour); `failed` lists those still refused after that. Recipient, subject and delivery only: never the text.",
  },
  "POST /api/admin/mail/{id}/retry": { summary: "Send a failed mail again", about: "Audited (`mail.retry`). 409 for a mail that is not failed." },
  "GET /api/admin/clubs": { summary: "List every club for review" },
  "GET /api/admin/clubs/name-changes": { summary: "List clubs' pending new names" },
  "POST /api/admin/clubs/{id}/name-change/approve": { summary: "Approve a club's new name" },
  "POST /api/admin/clubs/{id}/name-change/reject": { summary: "Reject a club's new name" },
  "GET /api/admin/clubs/{id}": { summary: "Get a club with its officials" },
  "PATCH /api/admin/clubs/{id}": { summary: "Edit a club" },
  "POST /api/admin/clubs/{id}/approve": { summary: "Approve a registered club" },
  "POST /api/admin/clubs/{id}/decline": { summary: "Decline a registered club" },
  "POST /api/admin/clubs/{id}/verify": { summary: "Mark a club as verified" },
  "POST /api/admin/clubs/{id}/deactivate": { summary: "Deactivate a club" },
  "POST /api/admin/clubs/{id}/reactivate": { summary: "Reactivate a club" },
  "GET /api/admin/claims": { summary: "List claims to run clubs" },
  "GET /api/admin/staff": { summary: "List the federation's people", who: "A super admin." },
  "GET /api/admin/staff/invitations": { summary: "List the federation's open invitations", who: "A super admin." },
  "POST /api/admin/staff/invitations": { summary: "Invite a person to a federation role", who: "A super admin." },
  "DELETE /api/admin/staff/invitations/{id}": { summary: "Revoke a federation invitation", who: "A super admin." },
  "PATCH /api/admin/staff/{personId}": { summary: "Change a federation person's role", who: "A super admin." },
  "DELETE /api/admin/staff/{personId}": { summary: "Remove a person's federation roles", who: "A super admin." },
  "POST /api/admin/claims/{id}/approve": { summary: "Approve a claim" },
  "POST /api/admin/claims/{id}/new-link": { summary: "Mail a claimant a fresh link" },
  "POST /api/admin/claims/{id}/reject": { summary: "Reject a claim" },
  "GET /api/admin/academy-registrations": { summary: "List academy registrations" },
  "GET /api/admin/academy-registrations/export.csv": { summary: "Download academy registrations as CSV" },
  "PATCH /api/admin/academy-registrations/{id}": { summary: "Update an academy registration", about: "Its status and the federation's notes." },
  "POST /api/admin/academy-registrations/{id}/children": { summary: "Register an academy form's children", about: "In one batch: the parent by the form's address (a new one is mailed a link to choose a password), the children with the form's consent, and a registration with the club waiting for its approval for each (source `academy`); the form becomes `enrolled`." },
  "GET /api/admin/news": { summary: "List every article for moderation" },
  "POST /api/admin/news/{id}/unpublish": { summary: "Unpublish an article" },
  "POST /api/admin/news/{id}/restore": { summary: "Publish an unpublished article again" },
  "POST /api/admin/news/{id}/feature": { summary: "Feature an article on the home page" },
  "POST /api/admin/news/{id}/unfeature": { summary: "Stop featuring an article" },
  "GET /api/admin/impersonation": { summary: "Get the running impersonation" },
  "POST /api/admin/impersonation": {
    summary: "Act as a person of a club for support",
    about: "`{ personId, clubId? }` acts as that person for that club (their first without one); `{ clubId }` alone as the club's first club admin. Never a federation person (403). Needs a reason; it is written to the audit log and ends on its own after `minutes`.",
  },
  "POST /api/admin/impersonation/stop": { summary: "Stop acting as a club" },
  "GET /api/admin/clubs/{id}/members": { summary: "List a club's members (whom support may act as)" },
  "GET /api/admin/audit": { summary: "Read the audit log" },
  "GET /api/clubs/audit": { summary: "Read the club's own audit log", about: "Club admins only." },
  "GET /api/admin/exports/claims.csv": { summary: "Download every claim as CSV" },
  "GET /api/admin/exports/clubs.csv": { summary: "Download every member club as CSV" },

  // ---- the admin: competitions ----
  "POST /api/admin/competitions": { summary: "Create a competition" },
  "GET /api/admin/competitions/{id}": { summary: "Get a competition for editing" },
  "PATCH /api/admin/competitions/{id}": { summary: "Edit a competition and its rules" },
  "DELETE /api/admin/competitions/{id}": { summary: "Delete a competition" },
  "GET /api/admin/competitions/{id}/fixtures": { summary: "List a competition's fixtures for editing" },
  "GET /api/admin/competitions/{id}/table": { summary: "Get a competition's table for editing" },
  "POST /api/admin/competitions/{id}/entrants": {
    summary: "Add a team to a competition",
    about: "A member club's team (`teamId`, or `clubId` for the club's team of the competition's code), or a guest team by name (the same name is the same guest team).",
  },
  "DELETE /api/admin/competitions/{id}/entrants/{entrantId}": { summary: "Remove a team from a competition" },
  "POST /api/admin/competitions/{id}/generate": { summary: "Generate a round-robin schedule" },
  "POST /api/admin/competitions/{id}/fixtures": { summary: "Add a fixture" },
  "PATCH /api/admin/fixtures/{id}": { summary: "Edit a fixture or enter its result" },
  "DELETE /api/admin/fixtures/{id}": { summary: "Delete a fixture" },
  "POST /api/admin/competitions/{id}/adjustments": { summary: "Add a points adjustment", about: "A deduction or bonus, with its reason in English and Greek." },
  "DELETE /api/admin/adjustments/{id}": { summary: "Delete a points adjustment" },
  "POST /api/admin/competitions/{id}/import": { summary: "Import fixtures from CSV", about: "Check first with `?dryRun=true`: nothing is written." },
  "GET /api/admin/standing-proposals": { summary: "List clubs' proposed standing rows" },
  "POST /api/admin/standing-proposals/{id}": { summary: "Approve or reject a proposed standing row" },

  // ---- results and live scoring ----
  "GET /api/fixtures/{id}/result": { summary: "Get a fixture's result entries", who: "anyone (public); the federation's admin also gets the result's history" },
  "POST /api/fixtures/{id}/result": { summary: "Enter a club's result for a fixture", about: "Both clubs enter the score: the same score confirms it, a different one disputes it for the federation to settle.", who: THE_FIXTURES_CLUBS },
  "POST /api/admin/fixtures/{id}/settle": { summary: "Settle a fixture's result", about: "The federation's decision, with its reason, over the clubs' entries." },
  "GET /api/admin/results": { summary: "List results needing the federation" },
  "GET /api/fixtures/{id}/live": { summary: "Get a live match's state" },
  "GET /api/fixtures/{id}/live/socket": { summary: "Follow a live match over a WebSocket", about: "Pushes each event as it is recorded; anything sent on it is refused." },
  "POST /api/fixtures/{id}/live/events": { summary: "Record a live match event", about: "An event (a score, a card, the clock) or an undo or count of one, with an Idempotency-Key header (required); a replay changes nothing.", who: THE_FIXTURES_CLUBS },
  "GET /api/fixtures/{id}/eligibility": {
    summary: "List who may play for a club in a fixture",
    about:
      "Issue 24: on the fixture's date (Athens), a person may play with a licence with the club for the season (the competition's, or a friendly's date's) in the team's code, a valid health card, no suspension, and an age that fits the team's age group on the competition's cut-off day. Lists everyone licensed with the club for that season and code, and the players on the roster of the club's team in the fixture.",
    who: "a club's secretary, team manager or club admin (club session), for the club they act for; or the federation's registrar (federation:registrations), for any club named by `clubId`",
  },

  // ---- player registration (issue 24) ----
  "GET /api/registrations": { summary: "List my registrations and my children's", about: "Every season, newest first." },
  "POST /api/registrations": {
    summary: "Apply to register with a club",
    about: "For yourself or one of your children (`personId`), for a season and a code, optionally with one of the club's teams of that code. A child under 15 needs a parent's recorded consent. One pending or licensed registration per person, code and season: a second answers 409 naming the club that holds it (`club`). The applicant is mailed at each step.",
  },
  "POST /api/registrations/{id}/withdraw": { summary: "Withdraw a registration", about: "The applicant's (yours or your child's), while it waits for the club or the federation." },
  "GET /api/clubs/registrations": { summary: "List the club's registrations", about: "Filtered by `status`, `season`, `code` and `teamId`; with the players' dates of birth and health cards." },
  "POST /api/clubs/registrations/{id}/approve": { summary: "Approve a registration for the club", about: "It then waits for the federation's registrar; the applicant is mailed." },
  "POST /api/clubs/registrations/{id}/decline": { summary: "Decline a registration for the club", about: "With a reason, mailed to the applicant." },
  "GET /api/admin/registrations": {
    summary: "List every registration, a page at a time",
    about: "Newest first, filtered by `status`, `season`, `code`, `clubId` and `q` (a part of the name or of the licence number); `page` from 1, `pageSize` up to 100 (25 by default).",
  },
  "POST /api/admin/registrations/{id}/approve": { summary: "License a registration", about: "Issues the licence number, puts the player on the club's roster and makes it their club; the applicant is mailed." },
  "POST /api/admin/registrations/{id}/decline": { summary: "Decline a registration for the federation", about: "With a reason, mailed to the applicant." },
  "PUT /api/clubs/registrations/{id}/health-card": { summary: "Record a player's health card", about: "The card's expiry date, from today to a year ahead (Athens): one card per athlete, nothing medical. The player (or parent) and the secretaries are mailed 30 days before and on the day." },
  "POST /api/clubs/registrations/re-register": { summary: "Re-register last season's players", about: "For every player licensed with the club last season (in `code`, or every code) who still fits their team's age group and is not registered this season: a registration for the same team, waiting for the registrar." },
  "POST /api/admin/registrations/import": { summary: "Import licences from CSV", about: "All or nothing: each line a licensed registration with its own licence number and roster entry. Check first with `?dryRun=true`: nothing is written." },
  // ---- families and personal data (issue 24) ----
  "GET /api/me/children": { summary: "List my children" },
  "POST /api/me/children": { summary: "Add a child", about: "A child has no login until 15; under 15 the parent's consent (`consent: true`) is required and recorded with its time (Greek law 4624/2019, art. 21). The signed-in person becomes a parent." },
  "PATCH /api/me/children/{id}": { summary: "Correct a child's name or date of birth" },
  "POST /api/me/children/{id}/login": { summary: "Approve a child's own login", about: "From 15: the child's own address, and a mailed link (7 days) to choose a password." },
  "GET /api/me/data": { summary: "Download my data", about: "GDPR art. 15 and 20: the person's and their children's data as a JSON file." },
  "GET /api/me/data/visibility": { summary: "See what is public about me and my children" },
  "PUT /api/me/data/visibility": { summary: "Show or hide a profile on public pages", about: "Yourself or one of your children; a minor is public only when a parent opts in." },
  "POST /api/me/data/erasure": { summary: "Erase my data", about: "GDPR art. 17: names, address, phone, date of birth, bio, picture and health card go; a minimal licence history (season, code, club, licence number) stays, a pending registration lapses. `includeChildren: true` erases the parent's children too." },
  // ---- transfers (issue 24) ----
  "GET /api/transfers": { summary: "List my transfers and my children's" },
  "POST /api/transfers": {
    summary: "Ask to move to another club",
    about: "For a licence held this season in `code`, for yourself or one of your children (`personId`). The current club has 7 days to object, with a reason; otherwise the release is automatic, and the federation's registrar approves the move. One transfer in progress at a time.",
  },
  "POST /api/transfers/{id}/withdraw": { summary: "Withdraw a transfer request", about: "Yours or your child's, until the registrar decides." },
  "GET /api/transfers/history": { summary: "List a player's clubs", about: "`personId`: yourself (the default), one of your children, or anyone for the registrar." },
  "GET /api/clubs/transfers": { summary: "List the club's transfers in and out", about: "`status` keeps one state only." },
  "POST /api/clubs/transfers/{id}/object": { summary: "Object to a player's transfer", about: "The player's current club only, while the transfer is open and within its 7 days, with a reason." },
  "GET /api/admin/transfers": { summary: "List every transfer", about: "`status` keeps one state only: `released` and `objected` wait for the registrar." },
  "POST /api/admin/transfers/{id}/approve": {
    summary: "Approve a transfer",
    about: "A released one, an objected one (over the objection), or an open one whose 7 days have passed. The licence moves to the new club (without a team), with its roster entry (without its number); the player and both clubs are mailed.",
  },
  "POST /api/admin/transfers/{id}/decline": { summary: "Decline a transfer", about: "With a reason, mailed to the player and both clubs." },
};
