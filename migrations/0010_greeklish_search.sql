-- Issue 21, point 8: the search keys fold every common Greeklish spelling (schema/text-search.ts).
-- The index holds keys made by the old folding, so every document is queued to be indexed again.
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 0 FROM `clubs` WHERE true ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 1 FROM `news` WHERE true ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 2 FROM `players` WHERE true ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1;--> statement-breakpoint
INSERT INTO `search_pending` (`doc`) SELECT `id` * 4 + 3 FROM `competitions` WHERE true ON CONFLICT (`doc`) DO UPDATE SET `version` = `version` + 1;
