import { cloudflare } from "@cloudflare/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pwa } from "./web/pwa.config";

/**
 * `vite build` builds the SPA into dist/client, which wrangler serves as static assets
 * (wrangler bundles the worker itself). `vite dev` runs the worker too, through the Cloudflare plugin.
 */
export default defineConfig(({ command }) => ({
  publicDir: "public",
  build: { outDir: "dist/client", emptyOutDir: true, sourcemap: false, target: "es2022", manifest: true },
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    vanillaExtractPlugin(),
    pwa(),
    command === "serve" ? cloudflare({ persistState: true }) : null,
  ],
}));
