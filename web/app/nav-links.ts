import { msg } from "@lingui/core/macro";
import { paths } from "../../schema/pages";

/** The header's six links (SPEC section 2), shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS = [
  { href: paths.home, label: msg`Home` },
  { href: paths.rugbyUnion, label: msg`Rugby Union` },
  { href: paths.rugbyLeague, label: msg`Rugby League` },
  { href: paths.news, label: msg`News` },
  { href: paths.academy, label: msg`Academy` },
  { href: paths.about, label: msg`About` },
] as const;
