-- Issue 21, point 8: the search keys fold every common Greeklish spelling (schema/text-search.ts).
-- The index and the club-name keys (issue 19) hold keys made by the old folding, so every document
-- is queued to be indexed again and every club's name to be keyed again.
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 0 FROM `clubs` WHERE true ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 1 FROM `news` WHERE true ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 2 FROM `players` WHERE true ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 3 FROM `competitions` WHERE true ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1;--> statement-breakpoint
INSERT INTO `club_name_pending` (`club_id`) SELECT `id` FROM `clubs` WHERE true ON CONFLICT (`club_id`) DO UPDATE SET `version` = `version` + 1;
