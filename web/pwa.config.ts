import type { PluginOption } from "vite";

/** The service worker and manifest (the offline issue fills this in). */
export function pwa(): PluginOption {
  return null;
}
