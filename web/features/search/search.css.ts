import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

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

const magnifier = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="white" stroke-width="2" stroke-linecap="round"><circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5 21 21"/></svg>',
)}")`;

/**
 * The header's field. On tablets the bar has room for a field and its button; on the full bar
 * (beside the six links and the account actions) it is a 44 px square with a magnifier that opens
 * over the links while it has focus, so it never takes their room (e2e/header-widths.spec.ts).
 */
export const searchForm = styleVariants({
  header: {
    display: "flex",
    alignItems: "center",
    flexShrink: 0,
    "@media": { [media.headerBar]: { position: "relative", width: "44px", height: "44px" } },
  },
  drawer: { display: "flex", alignItems: "stretch", gap: vars.space.xs, marginBottom: vars.space.md },
});
export const searchInput = styleVariants({
  header: {
    width: "11rem",
    minHeight: "40px",
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.fontSize.md,
    borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
    border: "1px solid rgba(255,255,255,0.4)",
    borderRight: "none",
    background: "rgba(255,255,255,0.12)",
    color: "inherit",
    selectors: { "&::placeholder": { color: "rgba(255,255,255,0.85)" } },
    "@media": {
      [media.headerBar]: {
        position: "absolute",
        top: 0,
        right: 0,
        width: "44px",
        height: "44px",
        padding: `0 0 0 40px`,
        border: "1px solid rgba(255,255,255,0.4)",
        borderRadius: vars.radius.md,
        background: `${magnifier} no-repeat 11px center`,
        cursor: "pointer",
        transition: "width 150ms ease-out",
        selectors: {
          "&::placeholder": { color: "transparent" },
          "&:focus": {
            width: "16rem",
            padding: `0 ${vars.space.sm} 0 40px`,
            cursor: "text",
            background: `${magnifier} no-repeat 11px center, ${vars.color.brandDark}`,
            zIndex: 1,
          },
          "&:focus::placeholder": { color: "rgba(255,255,255,0.85)" },
        },
      },
    },
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
    // On the full bar Enter sends the field; its magnifier is the field's own.
    "@media": { [media.headerBar]: { display: "none" } },
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
