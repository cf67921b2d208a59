import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  // The tables of the first release, and one file per later area (competitions, back office, ...).
  schema: ["./schema/tables.ts", "./schema/tables/*.ts"],
  out: "./migrations",
});
