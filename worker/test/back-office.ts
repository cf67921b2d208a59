/** Helpers of the back-office tests (issue 12): captured mails and the audit log. */
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { afterEach, vi } from "vitest";
import { auditLog } from "../../schema/tables/back-office";
import { call, createClub, db, signInClub } from "./helpers";

export type SentMail = { to: string; subject: string; text: string };

/** Captures what the worker hands to the send_email binding (the mail relay is the one thing tests replace). */
export function spyOnMail() {
  const sent: SentMail[] = [];
  vi.spyOn(env.MAIL, "send").mockImplementation(async (message: unknown) => {
    sent.push(message as SentMail);
    return { messageId: "test" } as never;
  });
  return sent;
}
afterEach(() => vi.restoreAllMocks());

/** Mails are sent after the answer (waitUntil): wait for the one to `to`. */
export async function mailTo(sent: SentMail[], to: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mail = sent.find((item) => item.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${to}`);
}

/**
 * A federation person signed in, acting for their own federation row (issue 23: the audit log's
 * account): where tests have made several such rows, sign-in alone picks the first.
 */
export async function signedInAdmin() {
  const admin = await createClub({ isAdmin: true, name: `Federation ${crypto.randomUUID().slice(0, 8)}` });
  const cookie = await signInClub(admin!);
  const acting = await call("/api/auth/acting-club", { cookie, json: { clubId: admin!.id } });
  if (acting.status !== 200) throw new Error(`Acting for the federation's row failed: ${acting.status}`);
  return { admin: admin!, cookie };
}

export const auditOf = (adminId: number) => db().select().from(auditLog).where(eq(auditLog.adminClubId, adminId)).orderBy(desc(auditLog.id));

export const claim = (clubId: number, email: string, name = "Claimant Test") =>
  call("/api/clubs/claim", { json: { fullName: name, email, phoneNumber: "6912345678", message: "I run this club", clubId, clubName: "x" } });

export const claimLinkIn = (mail: SentMail) => {
  const match = mail.text.match(/http:\/\/localhost\/claim\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No claim link in: ${mail.text}`);
  return match[1]!;
};
