/**
 * The one Node API the web code uses: web/entry-server.tsx runs in the worker (nodejs_compat),
 * where AsyncLocalStorage keeps each page render's API calls apart. The browser build never
 * imports it, so the web project declares just this instead of taking in Node's types.
 */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
