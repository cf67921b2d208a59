/**
 * The SPEC's player `clubId` (issue 24): the club of the person's newest licence, a transferred
 * licence counting from its move; unchanged while they hold none. One rule for every step that
 * licenses or moves a licence (the registrar's import, a transfer's approval).
 */
import { type SQL, sql } from "drizzle-orm";
import { persons } from "../../../schema/tables";
import { registrations, transfers } from "../../../schema/tables/registrations";

/** SQL for persons.club_id: `personId` is an id, or a subquery naming one (an imported line's person). */
export const newestLicenceClub = (personId: number | SQL) => sql`coalesce((
  select r.club_id from ${registrations} r where r.person_id = ${personId} and r.status = 'licensed'
  order by max(coalesce(r.licensed_at, r.created_at), coalesce((select max(t.decided_at) from ${transfers} t where t.registration_id = r.id and t.status = 'approved'), '')) desc, r.id desc
  limit 1), ${persons.clubId})`;
