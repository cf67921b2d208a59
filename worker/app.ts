import { Hono } from "hono";
import type { AppEnv } from "./env";
import { jsonBodyLimit, requireJsonBodies, uploadBodyLimit } from "./middleware/body-limit";
import { csrf } from "./middleware/csrf";
import { notFoundJson, onError } from "./middleware/errors";
import { securityHeaders } from "./middleware/security-headers";
import { admin } from "./routes/admin";
import { auth, clubRegistration } from "./routes/auth";
import { clubProfile } from "./routes/club-profile";
import { clubs } from "./routes/clubs";
import { forms } from "./routes/forms";
import { clubMatches, matches } from "./routes/matches";
import { clubNews, news } from "./routes/news";
import { clubPlayers } from "./routes/players";
import { clubStandings, standings } from "./routes/standings";
import { users } from "./routes/users";

const UPLOAD_PATHS = /^\/api\/clubs\/logo$/;

const app = new Hono<AppEnv>().basePath("/api");

app.use(securityHeaders);
app.use(csrf);
app.use(requireJsonBodies(UPLOAD_PATHS));
app.use((c, next) => (UPLOAD_PATHS.test(c.req.path) ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next)));
app.onError(onError);
app.notFound(notFoundJson);

// Order matters: the signed-in club's own paths (/clubs/news ...) come before /clubs/{id}.
const routes = app
  .get("/health", (c) => c.body(null, 204))
  .route("/auth", auth)
  .route("/users", users)
  .route("/admin", admin)
  .route("/clubs/register", clubRegistration)
  .route("/clubs/news", clubNews)
  .route("/clubs/players", clubPlayers)
  .route("/clubs/matches", clubMatches)
  .route("/clubs/standings", clubStandings)
  .route("/clubs", clubProfile)
  .route("/", forms)
  .route("/clubs", clubs)
  .route("/news", news)
  .route("/matches", matches)
  .route("/standings", standings);

export type AppType = typeof routes;
export default app;
