import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  background: vars.color.surface,
  overflowWrap: "anywhere",
});
export const title = style({ margin: 0, fontWeight: 700, display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center" });
export const meta = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const body = style({ margin: `${vars.space.sm} 0 0`, whiteSpace: "pre-wrap" });
export const actions = style({ marginTop: vars.space.sm, display: "grid", gap: vars.space.sm });
export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const field = style({ display: "grid", gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const filter = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, marginBottom: vars.space.md, fontWeight: 600 });
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, marginBottom: vars.space.md });
export const tabLabel = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const textarea = style({ width: "100%", font: "inherit", padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
/** A record's before and after: JSON that wraps on a phone instead of widening the page. */
export const record = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
export const section = style({ display: "grid", gap: vars.space.md, marginBottom: vars.space.lg });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const details = style({ margin: 0, display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm });
export const term = style({ fontWeight: 600 });
export const definition = style({ margin: 0, overflowWrap: "anywhere" });
export const badgeRow = style({ display: "inline-flex", flexWrap: "wrap", gap: vars.space.xs });

/** The audit log's person filter: as wide as a name, beside the action filter on a laptop. */
export const filterInput = style({ width: "14rem", maxWidth: "100%", fontWeight: 400 });
