ALTER TABLE `academy_registrations` ADD `consent_at` text;--> statement-breakpoint
ALTER TABLE `clubs` ADD `contact_public` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `clubs` ADD `last_login_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `last_login_at` text;