import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const trigger = style({ maxWidth: "12rem" });
/** Long club names are cut short in the bar; the menu shows the whole name. */
export const triggerName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const menuLabel = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});
export const menuItem = style({ minHeight: "44px", display: "flex", alignItems: "center" });

/** On the dark header, the outline button needs light lines. */
export const profileLink = style({ color: vars.color.textOnBrand, borderColor: "rgba(255,255,255,0.7)", selectors: { "&:hover": { background: "rgba(255,255,255,0.12)" } } });

export const drawerAccount = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const drawerName = style({ margin: 0, fontWeight: 700, overflowWrap: "anywhere" });
export const drawerLogout = style({ border: "1px solid rgba(255,255,255,0.5)" });
