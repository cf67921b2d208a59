/** Older than this, even online, a copy on screen is worth dating: the refresh did not come (web/ui/last-updated.tsx). */
export const OLD_COPY_MS = 5 * 60 * 1000;
