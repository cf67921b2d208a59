import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

/** Room for a long club name where the bar has it (a laptop's top row), less on a tablet's. */
export const trigger = style({ maxWidth: "12rem", "@media": { [media.desktop]: { maxWidth: "20rem" } } });
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

/** Who is signed in (issue 23), at the top of the menu. */
export const menuPerson = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, fontWeight: 700, overflowWrap: "anywhere" });
/** A club to act for: a check mark before the one acted for now. */
export const choice = style({ gap: vars.space.sm });
/** Ark hides the mark of the clubs not acted for: its room stays, so the names line up. */
export const choiceMark = style({ width: "1em", flexShrink: 0, fontWeight: 700, color: vars.color.brand, selectors: { "&[hidden]": { display: "inline-block", visibility: "hidden" } } });
export const drawerLabel = style({ margin: 0, fontSize: vars.fontSize.sm, opacity: 0.85 });
