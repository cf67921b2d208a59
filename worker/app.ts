import { Hono } from "hono";
import type { AppEnv } from "./platform/env";
import { jsonBodyLimit, requireJsonBodies, uploadBodyLimit } from "./platform/http/body-limit";
import { compressFiles } from "./platform/http/compress-files";
import { csrf } from "./platform/http/csrf";
import { notFoundJson, onError } from "./platform/errors/error-answers";
import { messageLanguage } from "./platform/http/message-language";
import { apiMessages } from "../schema/messages";
import { badRequest } from "./platform/errors/api-error";
import { NOT_A_CLUB_ID_PATH } from "./platform/http/ids";
import { securityHeaders } from "./platform/http/security-headers";
import { admin } from "./modules/admin/admin";
import { auth, clubRegistration } from "./modules/accounts/auth";
import { claims } from "./modules/claims/claims";
import { clubProfile } from "./modules/clubs/club-profile";
import { clubs } from "./modules/clubs/clubs";
import { clubCompetitions, competitions } from "./modules/competitions/competition-routes";
import { academyRegistrationForm, claimForm } from "./modules/forms/forms";
import { health } from "./modules/health/health";
import { clubMatches, matches } from "./modules/matches/matches";
import { clubNews, news } from "./modules/news/news";
import { clubPlayers } from "./modules/players/players";
import { ownTeams } from "./modules/teams/team-routes";
import { clubStandings, standings } from "./modules/standings/standings";
import { users } from "./modules/accounts/users";
import { clubCsv, competitionCsv } from "./modules/open-data/open-data-csv";
import { API_DOCS_PATH, apiDocs, apiDocsHeaders, isPublicApiRead } from "./modules/api-docs/api-docs";
import { publicRead } from "./platform/http/public-read";
// Issue 14: results agreed by both clubs, and live scoring.
import { fixtureResults } from "./modules/competitions/fixture-results";
import { live } from "./modules/live/live";
import { search } from "./modules/search/search";
// Issue 23: people and roles.
import { clubMembers } from "./modules/people/members";
import { clubAudit } from "./modules/people/club-audit";
import { invitations } from "./modules/people/invitations";
import { passwordReset } from "./modules/people/password-reset";
import { me } from "./modules/people/me";
import { secondStep, secondStepEnrolment } from "./modules/people/second-step";
import { registrations } from "./modules/registrations/applications";
import { clubRegistrations } from "./modules/registrations/club-registrations";
import { fixtureEligibility } from "./modules/registrations/eligibility-routes";
import { children } from "./modules/families/children";
import { myData } from "./modules/families/my-data";
import { transfers } from "./modules/transfers/transfers";
import { clubTransfers } from "./modules/transfers/club-transfers";

/** Bodies that are not JSON: the club logo (multipart), the admin's CSV import of fixtures and a club's of its roster (text/csv). */
const UPLOAD_PATHS = /^\/api\/(clubs\/logo|admin\/competitions\/\d+\/import|clubs\/players\/import|admin\/registrations\/import)$/;

const app = new Hono<AppEnv>().basePath("/api");

// The API reference page (/api/docs) has its own, allowing Scalar's script (worker/modules/api-docs/api-docs.ts).
app.use((c, next) => (c.req.path === API_DOCS_PATH ? apiDocsHeaders(c, next) : securityHeaders(c, next)));
// Outside the checks below, so their refusals come in the request's language too.
app.use(messageLanguage);
app.use(csrf);
// The size limit first, while the body is read (a length over it is refused unread, a chunked
// body as soon as it passes it); only then is a JSON body read and parsed (issue 20, point 3).
app.use((c, next) => (UPLOAD_PATHS.test(c.req.path) ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next)));
app.use(requireJsonBodies(UPLOAD_PATHS));
// The public CSV files compressed when the client accepts it (issue 20): outside publicRead, whose ETag it makes weak.
app.use((c, next) => (isPublicApiRead(c.req.method, c.req.path) && c.req.path.endsWith(".csv") ? compressFiles(c, next) : next()));
// Public reads: ETag and 304, Cache-Control, cross-origin reads (issue 11).
app.use((c, next) => (isPublicApiRead(c.req.method, c.req.path) ? publicRead(c, next) : next()));
app.onError(onError);
// A club id that is no number is still the client's mistake (400 "Invalid club ID"), not a missing route.
app.notFound((c) =>
  (c.req.method === "GET" || c.req.method === "HEAD") && NOT_A_CLUB_ID_PATH.test(c.req.path)
    ? onError(badRequest(apiMessages.invalidClubId, { id: apiMessages.invalidClubId }), c)
    : notFoundJson(c),
);

// Where several files serve one prefix, they are composed at its root here; none of these parts
// guards more than its own routes (per route), and `/clubs/{id}` takes digits only (CLUB_ID).
const clubArea = new Hono<AppEnv>().route("/", clubs).route("/", clubProfile).route("/", clubCsv);
const competitionArea = new Hono<AppEnv>().route("/", competitions).route("/", competitionCsv);
const fixtureArea = new Hono<AppEnv>().route("/", fixtureResults).route("/", live).route("/", fixtureEligibility);

// Each URL prefix once, with the one router that serves it (worker/mounting.test.ts checks
// that no prefix is mounted twice, that no request reaches two routes and that none runs a guard twice).
const routes = app
  .route("/health", health)
  .route("/auth", auth)
  .route("/auth/password-reset", passwordReset)
  .route("/auth/second-step", secondStep)
  .route("/me", me)
  .route("/me/second-step", secondStepEnrolment)
  .route("/me/children", children)
  .route("/me/data", myData)
  .route("/registrations", registrations)
  .route("/transfers", transfers)
  .route("/invitations", invitations)
  .route("/users", users)
  .route("/claims", claims)
  .route("/admin", admin)
  .route("/clubs", clubArea)
  .route("/clubs/register", clubRegistration)
  .route("/clubs/claim", claimForm)
  .route("/clubs/news", clubNews)
  .route("/clubs/players", clubPlayers)
  .route("/clubs/teams", ownTeams)
  .route("/clubs/matches", clubMatches)
  .route("/clubs/standings", clubStandings)
  .route("/clubs/competitions", clubCompetitions)
  .route("/clubs/members", clubMembers)
  .route("/clubs/audit", clubAudit)
  .route("/clubs/registrations", clubRegistrations)
  .route("/clubs/transfers", clubTransfers)
  .route("/academy-registration", academyRegistrationForm)
  .route("/news", news)
  .route("/matches", matches)
  .route("/standings", standings)
  .route("/competitions", competitionArea)
  .route("/fixtures", fixtureArea)
  .route("/search", search);

// The API document of every route above, and its reference page (issue 11).
routes.route("/", apiDocs(routes));

export type AppType = typeof routes;
export default app;
