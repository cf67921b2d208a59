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

export async function signedInAdmin() {
  const admin = await createClub({ isAdmin: true, name: `Federation ${crypto.randomUUID().slice(0, 8)}` });
  return { admin: admin!, cookie: await signInClub(admin!) };
}

export const auditOf = (adminId: number) => db().select().from(auditLog).where(eq(auditLog.adminClubId, adminId)).orderBy(desc(auditLog.id));

export const claim = (clubId: number, email: string, name = "Claimant Test") =>
  call("/api/clubs/claim", { json: { fullName: name, email, phoneNumber: "6912345678", message: "I run this club", clubId, clubName: "x" } });

export const claimLinkIn = (mail: SentMail) => {
  const match = mail.text.match(/http:\/\/localhost\/claim\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No claim link in: ${mail.text}`);
  return match[1]!;
};
