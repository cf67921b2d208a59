import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import { mailSettled } from "./mail";
import { useVersionsFor } from "../platform/edge-cache/versions";

// Each test file gets its own storage; give it the real schema first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Tests write D1 directly, as another isolate would: the edge cache reads its versions on every
// request, so those writes show at once (worker/platform/edge-cache/versions.ts; its own tests
// use the second a version read stays good in production).
useVersionsFor(0);

// The mail relay is the one thing tests replace: every test starts with one that accepts every mail
// (a test's own spyOn(env.MAIL, "send") takes it over), so no test reaches the real binding.
const fakeRelay = () => vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
beforeEach(() => void fakeRelay());
// Mails go out after the answer (the queue consumer, worker/test/mail.ts): each test's are through
// delivery before the next test starts, so none reaches the next test's relay.
afterEach(async () => {
  const leftovers = fakeRelay();
  await mailSettled();
  leftovers.mockRestore();
});
