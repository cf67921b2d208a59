import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const headerLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  flexShrink: 0,
  border: "1px solid rgba(255,255,255,0.4)",
  borderRadius: vars.radius.md,
  color: "inherit",
});
export const form = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", marginTop: vars.space.md });
export const input = style({
  flex: "1 1 16rem",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const group = style({ marginBottom: vars.space.xl });
export const groupTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.brandDark, margin: `0 0 ${vars.space.sm}` });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const result = style({
  display: "block",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: "inherit",
  textDecoration: "none",
  ":hover": { borderColor: vars.color.brand },
});
export const resultTitle = style({ fontWeight: 700, fontSize: vars.fontSize.lg });
export const resultDetail = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const mark = style({ background: "#ffe58a", color: "inherit", padding: "0 1px", borderRadius: "2px" });
export const languageTag = style({ marginLeft: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: 700, border: `1px solid currentColor`, borderRadius: vars.radius.sm, padding: "0 4px" });
export const pager = style({ display: "flex", gap: vars.space.sm, justifyContent: "center" });

/** The header's field: its own narrow column of the bar (web/app/shell.css.ts gives the room). */
export const searchForm = styleVariants({
  header: { display: "flex", alignItems: "center", flexShrink: 0 },
  drawer: { display: "flex", alignItems: "stretch", gap: vars.space.xs, marginBottom: vars.space.md },
});
export const searchInput = styleVariants({
  header: {
    width: "8.5rem",
    minHeight: "40px",
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.fontSize.md,
    borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
    border: "1px solid rgba(255,255,255,0.4)",
    borderRight: "none",
    background: "rgba(255,255,255,0.12)",
    color: "inherit",
    selectors: { "&::placeholder": { color: "rgba(255,255,255,0.85)" } },
  },
  drawer: {
    flex: 1,
    minWidth: 0,
    minHeight: "44px",
    padding: `0 ${vars.space.md}`,
    fontSize: vars.fontSize.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  },
});
export const searchButton = styleVariants({
  header: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "40px",
    minHeight: "40px",
    border: "1px solid rgba(255,255,255,0.4)",
    borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
    background: "transparent",
    color: "inherit",
    cursor: "pointer",
  },
  drawer: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "44px",
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.brandDark,
    cursor: "pointer",
  },
});
