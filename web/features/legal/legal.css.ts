import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xl, maxWidth: "75ch" });
export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brandDark });
export const text = style({ margin: 0 });
export const list = style({ margin: 0, paddingInlineStart: "1.25rem", display: "flex", flexDirection: "column", gap: vars.space.xs });
export const tableWrap = style({ overflowX: "auto" });
export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: "start", verticalAlign: "top", padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} code`, { overflowWrap: "anywhere" });
export const related = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });
