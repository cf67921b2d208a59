/**
 * People and roles (issue 23). A person (`persons`, schema/tables.ts) holds roles; invitations
 * give them; the second step and password resets guard the account. Tokens are stored only as
 * their SHA-256, as the claim links are.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ROLES } from "../../domain/people/roles";
import { clubs, persons } from "../tables";
import { teams } from "./competitions";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const id = () => integer("id").primaryKey({ autoIncrement: true });
const personId = () =>
  integer("person_id")
    .notNull()
    .references(() => persons.id, { onDelete: "cascade" });

/**
 * A role a person holds. Club roles name their club (and a team manager or scorer may be kept to
 * one team); federation and personal roles have no club. One person holds a role once per place.
 */
export const personRoles = sqliteTable(
  "person_roles",
  {
    id: id(),
    personId: personId(),
    role: text("role", { enum: ROLES }).notNull(),
    clubId: integer("club_id").references(() => clubs.id, { onDelete: "cascade" }),
    teamId: integer("team_id").references(() => teams.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("person_roles_unique").on(t.personId, t.role, sql`coalesce(${t.clubId}, 0)`),
    index("person_roles_club_idx").on(t.clubId, t.role),
  ],
);

/**
 * An invitation to a role, by e-mail: a club's (clubId set) or the federation's. The link works
 * once (`acceptedAt`) and for 7 days (`expiresAt`); a new invitation to the same address and
 * role replaces an open one (`revokedAt`).
 */
export const invitations = sqliteTable(
  "invitations",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    clubId: integer("club_id").references(() => clubs.id, { onDelete: "cascade" }),
    teamId: integer("team_id").references(() => teams.id, { onDelete: "set null" }),
    invitedBy: integer("invited_by").references(() => persons.id, { onDelete: "set null" }),
    /** The language the invitation mail was written in (the inviter's). */
    language: text("language", { enum: ["en", "el"] }).notNull().default("en"),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
    acceptedBy: integer("accepted_by").references(() => persons.id, { onDelete: "set null" }),
    revokedAt: text("revoked_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("invitations_token_unique").on(t.tokenHash), index("invitations_club_idx").on(t.clubId, t.createdAt), index("invitations_email_idx").on(t.email)],
);

/** A "forgot password" link: single use, valid for 1 hour. */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    personId: personId(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("password_resets_token_unique").on(t.tokenHash), index("password_resets_person_idx").on(t.personId)],
);

/** A passkey (WebAuthn credential) a person enrolled as their second step. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: id(),
    personId: personId(),
    /** The credential's id, base64url, as the browser reports it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** JSON array of the authenticator's transports ("internal", "usb", "hybrid" …). */
    transports: text("transports"),
    /** A name the person gives it ("Laptop", "Phone"). */
    name: text("name").notNull(),
    createdAt: text("created_at").notNull().default(now),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [uniqueIndex("passkeys_credential_unique").on(t.credentialId), index("passkeys_person_idx").on(t.personId)],
);

/** Single-use recovery codes, for a lost phone or key; only their SHA-256 is kept. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: id(),
    personId: personId(),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("recovery_codes_unique").on(t.personId, t.codeHash)],
);

export type PersonRole = typeof personRoles.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
