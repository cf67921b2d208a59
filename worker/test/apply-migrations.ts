import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import { mailSettled } from "./mail";

// Each test file gets its own storage; give it the real schema first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

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
