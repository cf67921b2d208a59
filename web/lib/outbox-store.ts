/**
 * Where the outbox lives (web/lib/outbox.ts), named apart from it so a drawn page can ask whether
 * anything waits there without loading the outbox and the API client.
 */
export const OUTBOX_DB_NAME = "rugby-hellas";
export const OUTBOX_DB_VERSION = 1;
export const OUTBOX_STORE = "outbox";
/** Tells every tab (and the page, when the service worker sent something) to re-read the outbox. */
export const OUTBOX_CHANNEL = "rugby-hellas-outbox";

/** Whether anything waits in the outbox, without creating its database when there is none. */
export async function outboxHasItems(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  // `databases()` lists without opening: a visitor who never queued anything gets no database.
  if (indexedDB.databases && !(await indexedDB.databases()).some((database) => database.name === OUTBOX_DB_NAME)) return false;
  return new Promise<boolean>((resolve) => {
    const request = indexedDB.open(OUTBOX_DB_NAME);
    request.onerror = () => resolve(false);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) {
        db.close();
        return resolve(false);
      }
      const count = db.transaction(OUTBOX_STORE, "readonly").objectStore(OUTBOX_STORE).count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result > 0);
      };
      count.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  });
}
