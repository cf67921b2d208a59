/**
 * The federation admin's competitions (issue 10, /api/admin/competitions/...): the competition with
 * its entrants, its fixtures and table with every entrant (the public ones leave out clubs the
 * public does not see), and every write. The list is the public one (features/competitions);
 * every write refreshes it, the admin's reads and the featured standings.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { api, MESSAGE_IDS, unwrap } from "../../lib/api";
import { adminKeys } from "./api";

const admin = api.admin;

export type AdminCompetition = InferResponseType<(typeof admin.competitions)[":id"]["$get"], 200>;
export type AdminEntrant = AdminCompetition["entrants"][number];
export type CompetitionCreateBody = InferRequestType<typeof admin.competitions.$post>["json"];
export type CompetitionPatchBody = InferRequestType<(typeof admin.competitions)[":id"]["$patch"]>["json"];
export type EntrantBody = InferRequestType<(typeof admin.competitions)[":id"]["entrants"]["$post"]>["json"];
export type GenerateBody = InferRequestType<(typeof admin.competitions)[":id"]["generate"]["$post"]>["json"];
export type FixturePatchBody = InferRequestType<(typeof admin.fixtures)[":id"]["$patch"]>["json"];
export type FixtureCreateBody = InferRequestType<(typeof admin.competitions)[":id"]["fixtures"]["$post"]>["json"];
export type ImportReport = InferResponseType<(typeof admin.competitions)[":id"]["import"]["$post"], 200>;
export type AdjustmentBody = InferRequestType<(typeof admin.competitions)[":id"]["adjustments"]["$post"]>["json"];

export const competitionAdminKeys = {
  detail: (id: number) => [...adminKeys.all, "competitions", id] as const,
  fixtures: (id: number) => [...adminKeys.all, "competitions", id, "fixtures"] as const,
  table: (id: number) => [...adminKeys.all, "competitions", id, "table"] as const,
};

export const adminCompetitionQuery = (id: number) =>
  queryOptions({
    queryKey: competitionAdminKeys.detail(id),
    queryFn: () => unwrap(admin.competitions[":id"].$get({ param: { id: String(id) } })),
  });

export const adminFixturesQuery = (id: number) =>
  queryOptions({
    queryKey: competitionAdminKeys.fixtures(id),
    queryFn: () => unwrap(admin.competitions[":id"].fixtures.$get({ param: { id: String(id) } })),
  });

export const adminTableQuery = (id: number) =>
  queryOptions({
    queryKey: competitionAdminKeys.table(id),
    queryFn: () => unwrap(admin.competitions[":id"].table.$get({ param: { id: String(id) } })),
  });

const id = (value: number) => ({ id: String(value) });

/** After any write: the admin's copy, the public competitions and the featured standings. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...adminKeys.all, "competitions"] }),
      client.invalidateQueries({ queryKey: ["competitions"] }),
      client.invalidateQueries({ queryKey: ["standings"] }),
    ]);
}

function useWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: send, onSuccess: () => refresh() });
}

export const useCreateCompetition = () => useWrite((json: CompetitionCreateBody) => unwrap(admin.competitions.$post({ json })));

export const useUpdateCompetition = () =>
  useWrite(({ competitionId, json }: { competitionId: number; json: CompetitionPatchBody }) =>
    unwrap(admin.competitions[":id"].$patch({ param: id(competitionId), json })),
  );

export const useAddEntrant = () =>
  useWrite(({ competitionId, json }: { competitionId: number; json: EntrantBody }) =>
    unwrap(admin.competitions[":id"].entrants.$post({ param: id(competitionId), json })),
  );

export const useRemoveEntrant = () =>
  useWrite(({ competitionId, entrantId }: { competitionId: number; entrantId: number }) =>
    unwrap(admin.competitions[":id"].entrants[":entrantId"].$delete({ param: { id: String(competitionId), entrantId: String(entrantId) } })),
  );

export const useGenerateFixtures = () =>
  useWrite(({ competitionId, json }: { competitionId: number; json: GenerateBody }) =>
    unwrap(admin.competitions[":id"].generate.$post({ param: id(competitionId), json })),
  );

export const useUpdateFixture = () =>
  useWrite(({ fixtureId, json }: { fixtureId: number; json: FixturePatchBody }) => unwrap(admin.fixtures[":id"].$patch({ param: id(fixtureId), json })));

export const useCreateFixture = () =>
  useWrite(({ competitionId, json }: { competitionId: number; json: FixtureCreateBody }) =>
    unwrap(admin.competitions[":id"].fixtures.$post({ param: id(competitionId), json })),
  );

export const useDeleteFixture = () => useWrite((fixtureId: number) => unwrap(admin.fixtures[":id"].$delete({ param: id(fixtureId) })));

const flag = (value: boolean) => (value ? "true" : "false");

/** POST …/import with the file's text as `text/csv`: the report, line by line (`dryRun`: nothing is written). */
const sendImport = (competitionId: number, csv: string, options: { dryRun: boolean; createTeams: boolean }) =>
  unwrap(
    admin.competitions[":id"].import.$post(
      { param: id(competitionId), query: { dryRun: flag(options.dryRun), createTeams: flag(options.createTeams) } },
      { init: { body: csv, credentials: "include", headers: { ...MESSAGE_IDS, "content-type": "text/csv" } } },
    ),
  );

/**
 * A CSV import, all or nothing: the file is checked first, and imported only when the check found
 * no error (a refused import would answer 400 with the same report). The answer is the report of
 * the check (with its errors, nothing written) or of the import.
 */
export const useImportFixtures = () =>
  useWrite(async ({ competitionId, csv, createTeams, checkOnly }: { competitionId: number; csv: string; createTeams: boolean; checkOnly: boolean }) => {
    const check = await sendImport(competitionId, csv, { dryRun: true, createTeams });
    if (checkOnly || check.errors.length > 0) return check;
    return sendImport(competitionId, csv, { dryRun: false, createTeams });
  });

export const useAddAdjustment = () =>
  useWrite(({ competitionId, json }: { competitionId: number; json: AdjustmentBody }) =>
    unwrap(admin.competitions[":id"].adjustments.$post({ param: id(competitionId), json })),
  );

export const useRemoveAdjustment = () => useWrite((adjustmentId: number) => unwrap(admin.adjustments[":id"].$delete({ param: id(adjustmentId) })));

export type StandingProposal = InferResponseType<(typeof admin)["standing-proposals"]["$get"], 200>[number];

/** Clubs' edits of their rows in manual tables, waiting for a decision. */
export const standingProposalsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, "competitions", "proposals"] as const,
    queryFn: () => unwrap(admin["standing-proposals"].$get()),
  });

export const useDecideProposal = () =>
  useWrite(({ proposalId, decision }: { proposalId: number; decision: "approve" | "reject" }) =>
    unwrap(admin["standing-proposals"][":id"].$post({ param: id(proposalId), json: { decision } })),
  );
