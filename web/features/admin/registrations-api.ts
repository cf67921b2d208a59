/**
 * The registrar's register (issue 24): every registration, filtered and a page at a time
 * (GET /api/admin/registrations), approvals (the licence number issued), declines, and the CSV
 * import of existing licences. Kept under ['admin'], dropped on sign-out.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type * as v from "valibot";
import type { LicenceCode, RegistrationStatus } from "../../../domain/registrations/statuses";
import type { registrationAnswer, registrationPageAnswer } from "../../../schema/registration-responses";
import { MESSAGE_IDS, unwrap } from "../../lib/api";

export type AdminRegistration = v.InferOutput<typeof registrationAnswer>;
export type AdminRegistrationPage = v.InferOutput<typeof registrationPageAnswer>;

/** The list's filters; an empty one is every value. `q`: a part of a name or of a licence number. */
export type AdminRegistrationFilters = { status: RegistrationStatus | ""; season: string; code: LicenceCode | ""; clubId: number | ""; q: string };

/** POST /api/admin/registrations/import: what the import did (or, with a dry run, would do), or each wrong line. */
export type LicenceImportReport = { dryRun: boolean; created: number; personsCreated?: number; errors: { line: number; column: string | null; message: string }[] };

export const REGISTRATIONS_PAGE_SIZE = 25;

export const adminRegistrationKeys = {
  all: ["admin", "registrations"] as const,
  page: (filters: AdminRegistrationFilters, page: number) => ["admin", "registrations", filters, page] as const,
};

// TODO(issue 24): the typed client (api.admin.registrations...) once the worker's routes are all
// filled in; until then the same transport by hand, answering and failing as `unwrap` does.
function call<T>(path: string, init: { method?: string; json?: unknown; csv?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { ...MESSAGE_IDS };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.csv !== undefined) headers["content-type"] = "text/csv";
  const body = init.csv ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  return unwrap(fetch(path, { method: init.method ?? "GET", credentials: "include", headers, body }) as unknown as Promise<ClientResponse<T>>);
}

/**
 * One page of the register: the server filters and pages (10,000 rows stay fast), and the page on
 * screen stays while the next one loads, so the list never jumps to a skeleton between pages.
 */
export const adminRegistrationsQuery = (filters: AdminRegistrationFilters, page: number) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(REGISTRATIONS_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value !== "" && String(value).trim() !== "") query.set(name, String(value).trim());
  return queryOptions({
    queryKey: adminRegistrationKeys.page(filters, page),
    queryFn: () => call<AdminRegistrationPage>(`/api/admin/registrations?${query}`),
    placeholderData: keepPreviousData,
  });
};

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
export const useRegistrarApprove = () => useDecision((id: number) => call<AdminRegistration>(`/api/admin/registrations/${id}/approve`, { method: "POST", json: {} }));

/** POST …/{id}/decline { reason }: the applicant is mailed the reason. */
export const useRegistrarDecline = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) => call<AdminRegistration>(`/api/admin/registrations/${id}/decline`, { method: "POST", json: { reason } }));

const sendImport = (csv: string, dryRun: boolean) => call<LicenceImportReport>(`/api/admin/registrations/import?dryRun=${dryRun}`, { method: "POST", csv });

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
