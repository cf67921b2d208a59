-- Issue 23, people and roles: every sign-in is a person's. Players keep their ids (their sessions
-- stay valid); each club's login becomes a person holding that club's club-admin role, with its
-- e-mail and password hash; the federation's login becomes a super admin. A club login sharing
-- a player's address is one person, keeping the password that was used last. A club awaiting its
-- claimant's sign-in (claimed, with the unusable password '!unusable' of issue 19) has no sign-in
-- to carry over: it gets no person, so it still awaits one and the claimant's link still sets it.
CREATE TABLE `persons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone_number` text,
	`date_of_birth` text,
	`profile_picture` text,
	`position` text,
	`height` integer,
	`weight` integer,
	`bio` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`verification_token` text,
	`verification_token_expiry` text,
	`club_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`last_login_at` text,
	`language` text DEFAULT 'en' NOT NULL,
	`is_demo` integer DEFAULT false NOT NULL,
	`totp_secret` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `persons_email_unique` ON `persons` (`email`);--> statement-breakpoint
CREATE INDEX `persons_token_idx` ON `persons` (`verification_token`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`club_id` integer,
	`team_id` integer,
	`invited_by` integer,
	`language` text DEFAULT 'en' NOT NULL,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`accepted_by` integer,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invited_by`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_unique` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invitations_club_idx` ON `invitations` (`club_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invitations_email_idx` ON `invitations` (`email`);--> statement-breakpoint
CREATE TABLE `passkeys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`person_id` integer NOT NULL,
	`credential_id` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_used_at` text,
	FOREIGN KEY (`person_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `passkeys_credential_unique` ON `passkeys` (`credential_id`);--> statement-breakpoint
CREATE INDEX `passkeys_person_idx` ON `passkeys` (`person_id`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`person_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`person_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_token_unique` ON `password_resets` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_resets_person_idx` ON `password_resets` (`person_id`);--> statement-breakpoint
CREATE TABLE `person_roles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`person_id` integer NOT NULL,
	`role` text NOT NULL,
	`club_id` integer,
	`team_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`person_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`club_id`) REFERENCES `clubs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `person_roles_unique` ON `person_roles` (`person_id`,`role`,coalesce(`club_id`, 0));--> statement-breakpoint
CREATE INDEX `person_roles_club_idx` ON `person_roles` (`club_id`,`role`);--> statement-breakpoint
CREATE TABLE `recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`person_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`person_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recovery_codes_unique` ON `recovery_codes` (`person_id`,`code_hash`);--> statement-breakpoint
INSERT INTO `persons` (`id`, `email`, `password_hash`, `first_name`, `last_name`, `phone_number`, `date_of_birth`, `profile_picture`, `position`, `height`, `weight`, `bio`, `is_verified`, `verification_token`, `verification_token_expiry`, `club_id`, `is_active`, `last_login_at`, `created_at`)
  SELECT `id`, `email`, `password_hash`, `first_name`, `last_name`, `phone_number`, `date_of_birth`, `profile_picture`, `position`, `height`, `weight`, `bio`, `is_verified`, `verification_token`, `verification_token_expiry`, `club_id`, `is_active`, `last_login_at`, `created_at` FROM `users`;--> statement-breakpoint
INSERT INTO `person_roles` (`person_id`, `role`, `created_at`) SELECT `id`, 'player', `created_at` FROM `persons`;--> statement-breakpoint
UPDATE `persons` SET
    `password_hash` = (SELECT c.`password_hash` FROM `clubs` c WHERE lower(c.`email`) = lower(`persons`.`email`) AND c.`is_claimed` = 1 AND c.`password_hash` <> '!unusable'),
    `last_login_at` = (SELECT c.`last_login_at` FROM `clubs` c WHERE lower(c.`email`) = lower(`persons`.`email`) AND c.`is_claimed` = 1 AND c.`password_hash` <> '!unusable')
  WHERE EXISTS (SELECT 1 FROM `clubs` c WHERE lower(c.`email`) = lower(`persons`.`email`) AND c.`is_claimed` = 1 AND c.`password_hash` <> '!unusable' AND coalesce(c.`last_login_at`, '') > coalesce(`persons`.`last_login_at`, ''));--> statement-breakpoint
INSERT INTO `persons` (`email`, `password_hash`, `first_name`, `last_name`, `is_verified`, `last_login_at`, `created_at`)
  SELECT c.`email`, c.`password_hash`,
      trim(substr(trim(c.`responsible_person_name`), 1, instr(trim(c.`responsible_person_name`) || ' ', ' ') - 1)),
      trim(substr(trim(c.`responsible_person_name`), instr(trim(c.`responsible_person_name`) || ' ', ' ') + 1)),
      c.`is_verified`, c.`last_login_at`, c.`created_at`
    FROM `clubs` c
    WHERE c.`is_claimed` = 1 AND c.`password_hash` <> '!unusable' AND NOT EXISTS (SELECT 1 FROM `persons` p WHERE lower(p.`email`) = lower(c.`email`))
    ORDER BY c.`id`;--> statement-breakpoint
INSERT INTO `person_roles` (`person_id`, `role`, `club_id`, `created_at`)
  SELECT p.`id`, CASE WHEN c.`is_admin` THEN 'super-admin' ELSE 'club-admin' END, CASE WHEN c.`is_admin` THEN NULL ELSE c.`id` END, c.`created_at`
    FROM `clubs` c JOIN `persons` p ON lower(p.`email`) = lower(c.`email`)
    WHERE c.`is_claimed` = 1 AND c.`password_hash` <> '!unusable'
    ORDER BY c.`id`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `person_id` integer;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `person_name` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `acting_role` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `acting_club_id` integer;--> statement-breakpoint
CREATE INDEX `audit_log_club_idx` ON `audit_log` (`acting_club_id`,`at`);--> statement-breakpoint
ALTER TABLE `impersonations` ADD `admin_person_id` integer;--> statement-breakpoint
ALTER TABLE `impersonations` ADD `person_id` integer;--> statement-breakpoint
ALTER TABLE `clubs` DROP COLUMN `password_hash`;--> statement-breakpoint
ALTER TABLE `clubs` DROP COLUMN `last_login_at`;