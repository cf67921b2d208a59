/**
 * Automatic release (issue 24, point 5): a transfer the current club has not objected to within 7
 * days is released. Run by the cron (worker/index.ts) with the time it runs at; tests run it with
 * their own clock. Each release is one conditional update with its mails (to the player, or the
 * parents, and to the new club), so a second run, or an objection in between, releases nothing twice.
 */
import { and, eq, lte } from "drizzle-orm";
import { transfers } from "../../../schema/tables/registrations";
import { getDb } from "../../platform/db";
import { deliverSoon, queuedIds, queueMailsAfterChange } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import { clubStaffRecipients, playerRecipients, transferMails } from "./transfer-mail";
import { factsOf } from "./transfer-facts";
import { transferViews } from "./transfer-views";

/** Releases every open transfer whose deadline has passed at `now`; answers how many it released. */
export async function releaseDueTransfers(env: Env, now: Date): Promise<number> {
  const db = getDb(env);
  const at = now.toISOString();
  const due = await transferViews(db, and(eq(transfers.status, "open"), lte(transfers.objectionDeadline, at)));
  const origin = siteOrigin(env);
  let released = 0;
  for (const view of due) {
    const [player, newClub] = await Promise.all([playerRecipients(db, view.personId), clubStaffRecipients(db, view.toClubId)]);
    const facts = factsOf(view, origin);
    const [changed, ...queued] = await db.batch([
      db
        .update(transfers)
        .set({ status: "released", releasedAt: at })
        .where(and(eq(transfers.id, view.id), eq(transfers.status, "open"), lte(transfers.objectionDeadline, at)))
        .returning({ id: transfers.id }),
      ...queueMailsAfterChange(db, () => [...transferMails("released-player", player, facts), ...transferMails("released-club", newClub, facts)]),
    ]);
    released += changed.length;
    await deliverSoon(env, queuedIds(queued));
  }
  return released;
}
