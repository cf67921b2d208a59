/**
 * The database, as drizzle tables. Types for both sides are inferred from here.
 * Dates are ISO-8601 text (match dates are local Europe/Athens `YYYY-MM-DD` + `HH:MM`, as the SPEC stores them).
 */
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const id = () => integer("id").primaryKey({ autoIncrement: true });
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

export const clubs = sqliteTable(
  "clubs",
  {
    id: id(),
    /** The club's name in Latin letters (the SPEC's `name`; for a Greek club its official transliteration). */
    name: text("name").notNull(),
    /** Issue 13: the name in Greek, shown to a Greek reader; null when the club has none. */
    nameEl: text("name_el"),
    /** The club's official address. Signing in is a person's (issue 23): `/login` with this address signs in the club's first club admin. */
    email: text("email").notNull(),
    abbreviation: text("abbreviation").notNull(),
    location: text("location").notNull(),
    description: text("description"),
    /** Issue 13: location and description in Greek, and the home ground in both languages, where given. */
    locationEl: text("location_el"),
    descriptionEl: text("description_el"),
    venue: text("venue"),
    venueEl: text("venue_el"),
    logoUrl: text("logo_url"),
    rugbyUnion: bool("rugby_union"),
    rugbyLeague: bool("rugby_league"),
    responsiblePersonName: text("responsible_person_name").notNull(),
    responsiblePersonEmail: text("responsible_person_email").notNull(),
    responsiblePersonPhone: text("responsible_person_phone").notNull(),
    foundedYear: integer("founded_year"),
    website: text("website"),
    facebookUrl: text("facebook_url"),
    instagramUrl: text("instagram_url"),
    xUrl: text("x_url"),
    isVerified: bool("is_verified"),
    verificationToken: text("verification_token"),
    verificationTokenExpiry: text("verification_token_expiry"),
    /** The federation's own row: federation people act for it (its news, its page); never a member club. */
    isAdmin: bool("is_admin"),
    isClaimed: integer("is_claimed", { mode: "boolean" }).notNull().default(true),
    /** Whether the public club page and API show the responsible person's name, e-mail and phone. */
    contactPublic: bool("contact_public"),
    /**
     * The federation's review of a registered club: a new one is "pending" and shown nowhere in
     * public until "approved" (clubs from before the review existed are approved).
     */
    status: text("status", { enum: ["pending", "approved", "declined"] }).notNull().default("approved"),
    /** A deactivated club is hidden from public lists, keeps its history and cannot sign in. */
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("clubs_email_unique").on(t.email),
    index("clubs_name_idx").on(t.name),
    index("clubs_league_idx").on(t.rugbyLeague, t.name),
  ],
);

/**
 * A person (issue 23): one account, with one e-mail, one password and one profile, whatever
 * roles they hold (schema/tables/people.ts). The SPEC's player account is a person with the
 * player role; its profile columns (position, height, weight, bio) are the player's.
 */
export const persons = sqliteTable(
  "persons",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    dateOfBirth: text("date_of_birth"),
    profilePicture: text("profile_picture"),
    position: text("position"),
    height: integer("height"),
    weight: integer("weight"),
    bio: text("bio"),
    isVerified: bool("is_verified"),
    /** SHA-256 of the token mailed to the person; the token itself is never stored. */
    verificationToken: text("verification_token"),
    verificationTokenExpiry: text("verification_token_expiry"),
    clubId: integer("club_id").references(() => clubs.id, { onDelete: "set null" }),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    /** When the person last signed in; null until the first sign-in. */
    lastLoginAt: text("last_login_at"),
    /** The language their mails are written in: the one they last used the site in. */
    language: text("language", { enum: ["en", "el"] }).notNull().default("en"),
    /** A seeded demo account: while DEMO_MODE is on it signs in with its password alone (issue 23). */
    isDemo: bool("is_demo"),
    /** The authenticator app's shared secret (base32), once confirmed with a first code; null otherwise. */
    totpSecret: text("totp_secret"),
    /**
     * Issue 24: whether the person can sign in. A child under the age of digital consent (15) is a
     * person without a login (an unusable placeholder address and no password) until a parent
     * approves one.
     */
    hasLogin: integer("has_login", { mode: "boolean" }).notNull().default(true),
    /** The athlete health card's expiry (Κάρτα Υγείας Αθλητή, valid one year), as the club records it: nothing medical. */
    healthCardExpiresOn: text("health_card_expires_on"),
    /** Opted in (by the player, or a parent for a minor) to show name, club, team and position on public pages. */
    publicProfile: bool("public_profile"),
    /** When the person's personal details were erased at their request (GDPR art. 17); a minimal licence history stays. */
    erasedAt: text("erased_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("persons_email_unique").on(t.email), index("persons_token_idx").on(t.verificationToken)],
);

export const news = sqliteTable(
  "news",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url").notNull(),
    slug: text("slug").notNull(),
    /** Language the article is written in; both are listed together. */
    language: text("language", { enum: ["en", "el"] }).notNull().default("en"),
    publishDate: text("publish_date")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    /** Unpublished by the federation's moderation: kept, but shown nowhere in public. */
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(true),
    /** The one article the home page features (the admin picks it). */
    isFeatured: bool("is_featured"),
    /**
     * Issue 13: the original this article translates (same club, the other language); a pair is
     * one story. Null for an original, or when the original was deleted (the translation stays).
     */
    translationOf: integer("translation_of").references((): AnySQLiteColumn => news.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("news_slug_unique").on(t.slug),
    uniqueIndex("news_translation_unique").on(t.translationOf),
    index("news_publish_idx").on(t.publishDate, t.id),
    index("news_club_idx").on(t.clubId, t.publishDate),
  ],
);

export const players = sqliteTable(
  "players",
  {
    id: id(),
    /** A typed entry's name; a registered player's comes from the person (not typed twice). */
    name: text("name").notNull(),
    position: text("position").notNull(),
    /** Null until the club gives a registered player a number. */
    jerseyNumber: integer("jersey_number"),
    dateOfBirth: text("date_of_birth").notNull(),
    /** Null for a registered player whose height and weight the club has not recorded. */
    height: integer("height"),
    weight: integer("weight"),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    /**
     * Issue 24: the registration (schema/tables/registrations.ts) this entry is the roster's view
     * of; null for an entry typed before registration, until the secretary links it. (No declared
     * foreign key: the registrations' table imports this file; the worker keeps the link.)
     */
    registrationId: integer("registration_id"),
  },
  (t) => [index("players_club_idx").on(t.clubId, t.jerseyNumber), uniqueIndex("players_registration_unique").on(t.registrationId)],
);

export const claimRequests = sqliteTable(
  "claim_requests",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    message: text("message"),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    clubName: text("club_name").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    /** The admin's reason for the decision (mailed to the claimant), and when it was made. */
    decisionReason: text("decision_reason"),
    decidedAt: text("decided_at"),
    /** Client-chosen key so a replayed offline submission lands once. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("claim_requests_idempotency_unique").on(t.idempotencyKey), index("claim_requests_club_idx").on(t.clubId)],
);

export const academyRegistrations = sqliteTable(
  "academy_registrations",
  {
    id: id(),
    parentName: text("parent_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    childrenDetails: text("children_details").notNull(),
    /** When the parent consented to the processing of the children's data (GDPR art. 8); null only on rows from before consent was asked. */
    consentAt: text("consent_at"),
    /** The language of the form the parent used: their acknowledgement mail is written in it. */
    language: text("language", { enum: ["en", "el"] }).notNull().default("en"),
    /** The federation's follow-up, and its own notes. */
    status: text("status", { enum: ["new", "contacted", "enrolled", "declined"] }).notNull().default("new"),
    notes: text("notes"),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("academy_registrations_idempotency_unique").on(t.idempotencyKey), index("academy_registrations_status_idx").on(t.status)],
);

/** Failed logins, counted exactly (D1, not KV) for the brute-force limits. */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: id(),
    /** "club:<email>" or "user:<email>" (a person's two sign-in doors), or "device:<nonce>" */
    account: text("account").notNull(),
    ip: text("ip").notNull(),
    /** Unix epoch milliseconds. */
    at: integer("at").notNull(),
  },
  (t) => [index("login_attempts_account_idx").on(t.account, t.at), index("login_attempts_ip_idx").on(t.ip, t.at)],
);

export type Club = typeof clubs.$inferSelect;
export type Person = typeof persons.$inferSelect;
export type News = typeof news.$inferSelect;
export type Player = typeof players.$inferSelect;
