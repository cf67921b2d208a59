/**
 * The back office's data (issue 12): claims, academy registrations, news moderation,
 * impersonation, the audit log and the tab badges. Kept under ['admin'], dropped on sign-out.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";

export type ClaimRow = InferResponseType<(typeof api.admin.claims)["$get"], 200>[number];
export type AcademyRow = InferResponseType<(typeof api.admin)["academy-registrations"]["$get"], 200>[number];
export type ModeratedNews = InferResponseType<typeof api.admin.news.$get, 200>[number];
export type AuditPage = InferResponseType<typeof api.admin.audit.$get, 200>;
export type ClaimStatus = "pending" | "approved" | "rejected";
export type OutboxRow = InferResponseType<typeof api.admin.mail.$get, 200>[number];
export type OutboxStatus = OutboxRow["status"];
export type AcademyStatus = AcademyRow["status"];
export type AgeGroup = "U10" | "U12" | "U14" | "U16";

export const backOfficeKeys = {
  claims: (status?: ClaimStatus) => ["admin", "claims", status ?? "all"] as const,
  academy: (status?: string, ageGroup?: string) => ["admin", "academy", status ?? "all", ageGroup ?? "all"] as const,
  news: ["admin", "news"] as const,
  audit: (page: number, action?: string, person?: string) => ["admin", "audit", page, action ?? "all", person ?? "anyone"] as const,
  notifications: ["admin", "notifications"] as const,
  impersonation: ["admin", "impersonation"] as const,
  mail: (status: OutboxStatus) => ["admin", "mail", status] as const,
};

export const claimsQuery = (status?: ClaimStatus) =>
  queryOptions({ queryKey: backOfficeKeys.claims(status), queryFn: () => unwrap(api.admin.claims.$get({ query: { status } })) });

export const academyQuery = (status?: AcademyStatus, ageGroup?: AgeGroup) =>
  queryOptions({
    queryKey: backOfficeKeys.academy(status, ageGroup),
    queryFn: () => unwrap(api.admin["academy-registrations"].$get({ query: { status, ageGroup } })),
  });

export const moderatedNewsQuery = () => queryOptions({ queryKey: backOfficeKeys.news, queryFn: () => unwrap(api.admin.news.$get()) });

/** A page of the audit log; `person`: a part of the name of the person who acted (issue 23). */
export const auditQuery = (page: number, action?: string, person?: string) =>
  queryOptions({
    queryKey: backOfficeKeys.audit(page, action, person),
    queryFn: () => unwrap(api.admin.audit.$get({ query: { page: String(page), action, person } })),
    placeholderData: keepPreviousData,
  });

export const notificationsQuery = () =>
  queryOptions({ queryKey: backOfficeKeys.notifications, queryFn: () => unwrap(api.admin.notifications.$get()) });

/** The mail outbox by status (issue 20): `failed` is what delivery gave up on. */
export const outboxQuery = (status: OutboxStatus) =>
  queryOptions({ queryKey: backOfficeKeys.mail(status), queryFn: () => unwrap(api.admin.mail.$get({ query: { status } })) });

/** A failed mail back on the queue, its attempts from 0. */
export const sendMailAgain = (id: number) => unwrap(api.admin.mail[":id"].retry.$post({ param: { id: String(id) } }));

export const decideClaim = (id: number, decision: "approve" | "reject", reason: string) =>
  decision === "approve"
    ? unwrap(api.admin.claims[":id"].approve.$post({ param: { id: String(id) }, json: { reason } }))
    : unwrap(api.admin.claims[":id"].reject.$post({ param: { id: String(id) }, json: { reason } }));

/** A fresh claim link for an approved claim whose club has not set its sign-in (issue 19); the old link stops working. */
export const sendNewClaimLink = (id: number) => unwrap(api.admin.claims[":id"]["new-link"].$post({ param: { id: String(id) } }));

export type NameChangeRow = InferResponseType<(typeof api.admin.clubs)["name-changes"]["$get"], 200>[number];

/** Approved clubs' new names waiting for the federation (issue 19). */
export const nameChangesQuery = () =>
  queryOptions({ queryKey: ["admin", "name-changes"] as const, queryFn: () => unwrap(api.admin.clubs["name-changes"].$get()) });

export const decideNameChange = (clubId: number, decision: "approve" | "reject", reason: string) =>
  decision === "approve"
    ? unwrap(api.admin.clubs[":id"]["name-change"].approve.$post({ param: { id: String(clubId) }, json: { reason } }))
    : unwrap(api.admin.clubs[":id"]["name-change"].reject.$post({ param: { id: String(clubId) }, json: { reason } }));

export const updateRegistration = (id: number, json: { status?: AcademyStatus; notes?: string }) =>
  unwrap(api.admin["academy-registrations"][":id"].$patch({ param: { id: String(id) }, json }));

export const moderateNews = (id: number, action: "unpublish" | "restore" | "feature" | "unfeature") =>
  unwrap(api.admin.news[":id"][action].$post({ param: { id: String(id) } }));

/** Acts as a person of a club (issue 23); without a person, as the club's first club admin. */
export const startImpersonation = (clubId: number, personId: number | undefined, reason: string) =>
  unwrap(api.admin.impersonation.$post({ json: personId ? { clubId, personId, reason } : { clubId, reason } }));

/** A club's members (GET /api/admin/clubs/{id}/members): whom support may act as. */
export const clubMembersForSupportQuery = (clubId: number) =>
  queryOptions({
    queryKey: ["admin", "clubs", clubId, "members"] as const,
    queryFn: () => unwrap(api.admin.clubs[":id"].members.$get({ param: { id: String(clubId) } })),
  });

export const academyCsvUrl = (status?: string, ageGroup?: string) => {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (ageGroup) query.set("ageGroup", ageGroup);
  const search = query.toString();
  return `/api/admin/academy-registrations/export.csv${search ? `?${search}` : ""}`;
};

export type ResultToSettle = InferResponseType<(typeof api.admin.results)["$get"], 200>[number];

/** Results the clubs disagree on, then those only one club has entered (issue 14). */
export const resultsToSettleQuery = () => queryOptions({ queryKey: ["admin", "results"] as const, queryFn: () => unwrap(api.admin.results.$get()) });
