/**
 * Which clubs the public sees (issue 12): those the federation approved and that are active. A
 * club waiting for approval, declined or deactivated appears in no public list, page, table,
 * fixture, news list, search, feed or calendar. Every public query joins clubs with this.
 */
import { and, eq, type SQL } from "drizzle-orm";
import { clubs, news } from "../../schema/tables";

export const isPublicClub: SQL = and(eq(clubs.status, "approved"), eq(clubs.isActive, true))!;

/** A published article of a public club (the federation's own account is approved too). */
export const isPublicArticle: SQL = and(eq(news.isPublished, true), isPublicClub)!;
