/**
 * The roster is the register (issue 24, point 4): a licensed registration has one roster entry
 * (`players`), linked by `registration_id`. Its name and date of birth are the person's (read
 * through the link, never typed twice); its position, jersey number, height and weight are the
 * club's to fill in. These statements keep the link; each is batchable with the change that calls for it.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db";

/**
 * The entry of a registration that has just been licensed, on its club's roster: named as the
 * person is, with their date of birth, and no number yet. Nothing when it already has one.
 */
export const enrolOnRoster = (db: Db, registrationId: number) =>
  db.run(sql`
    insert into players (name, position, jersey_number, date_of_birth, height, weight, club_id, registration_id)
    select trim(p.first_name || ' ' || p.last_name), '', null, coalesce(p.date_of_birth, ''), p.height, p.weight, r.club_id, r.id
    from registrations r join persons p on p.id = r.person_id
    where r.id = ${registrationId} and r.status = 'licensed'
    on conflict do nothing`);

/** A transferred licence's entry moves to the registration's (new) club, without its old number. */
export const moveRosterEntry = (db: Db, registrationId: number) =>
  db.run(sql`
    update players set club_id = (select club_id from registrations where id = ${registrationId}), jersey_number = null
    where registration_id = ${registrationId}`);
