/**
 * The registrar's register (issue 24): every registration, filtered and a page at a time
 * (GET /api/admin/registrations), approvals (the licence number issued), declines, and the CSV
 * import of existing licences. Kept under ['admin'], dropped on sign-out.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { LicenceCode, RegistrationStatus } from "../../../domain/registrations/statuses";
import { api, MESSAGE_IDS, unwrap } from "../../lib/api";

const registrations = api.admin.registrations;

export type AdminRegistrationPage = InferResponseType<typeof registrations.$get, 200>;
export type AdminRegistration = AdminRegistrationPage["items"][number];

/** The list's filters; an empty one is every value. `q`: a part of a name or of a licence number. */
export type AdminRegistrationFilters = { status: RegistrationStatus | ""; season: string; code: LicenceCode | ""; clubId: number | ""; q: string };

/** POST /api/admin/registrations/import: what the import did (or, with a dry run, would do), or each wrong line. */
export type LicenceImportReport = InferResponseType<typeof registrations.import.$post, 200>;

export const REGISTRATIONS_PAGE_SIZE = 25;

export const adminRegistrationKeys = {
  all: ["admin", "registrations"] as const,
  page: (filters: AdminRegistrationFilters, page: number) => ["admin", "registrations", filters, page] as const,
};


/**
 * One page of the register: the server filters and pages (10,000 rows stay fast), and the page on
 * screen stays while the next one loads, so the list never jumps to a skeleton between pages.
 */
export const adminRegistrationsQuery = (filters: AdminRegistrationFilters, page: number) => {
  const { status, season, code, clubId, q } = filters;
  const query = {
    status: status || undefined,
    season: season || undefined,
    code: code || undefined,
    clubId: clubId ? String(clubId) : undefined,
    q: q.trim() || undefined,
    page: String(page),
    pageSize: String(REGISTRATIONS_PAGE_SIZE),
  };
  return queryOptions({
    queryKey: adminRegistrationKeys.page(filters, page),
    queryFn: () => unwrap(registrations.$get({ query })),
    placeholderData: keepPreviousData,
  });
};

const param = (id: number) => ({ param: { id: String(id) } });

/** After a decision the row shows its answer at once (its licence number), and the pages are asked for again. */
function useDecision<Input>(send: (input: Input) => Promise<AdminRegistration>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (changed) => {
      queryClient.setQueriesData<AdminRegistrationPage>({ queryKey: adminRegistrationKeys.all }, (page) =>
        page ? { ...page, items: page.items.map((row) => (row.id === changed.id ? changed : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
  });
}

/** POST …/{id}/approve: licensed, with its number. */
export const useRegistrarApprove = () => useDecision((id: number) => unwrap(registrations[":id"].approve.$post(param(id))));

/** POST …/{id}/decline { reason }: the applicant is mailed the reason. */
export const useRegistrarDecline = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) => unwrap(registrations[":id"].decline.$post({ ...param(id), json: { reason } })));

/** The file's text as `text/csv`, as the fixture import sends it: the report, line by line (`dryRun`: nothing is written). */
const sendImport = (csv: string, dryRun: boolean) =>
  unwrap(
    registrations.import.$post(
      { query: { dryRun: dryRun ? "true" : "false" } },
      { init: { body: csv, credentials: "include", headers: { ...MESSAGE_IDS, "content-type": "text/csv" } } },
    ),
  );

/**
 * The import of existing licences, all or nothing, as the fixture import: the file is checked
 * first, and imported only when the check found no error. The answer is the check's report (with
 * its errors, nothing written) or the import's.
 */
export function useImportLicences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ csv, checkOnly }: { csv: string; checkOnly: boolean }) => {
      const check = await sendImport(csv, true);
      if (checkOnly || check.errors.length > 0) return check;
      return sendImport(csv, false);
    },
    onSuccess: (report) => {
      if (!report.dryRun) void queryClient.invalidateQueries({ queryKey: adminRegistrationKeys.all });
    },
  });
}
