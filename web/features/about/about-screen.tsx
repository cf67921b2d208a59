import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useSearchParams } from "wouter";
import { paths } from "../../../schema/pages";
import { container, section } from "../../ui/layout.css";
import { PageHeader } from "../../ui/page-header";
import { usePageTitle } from "../../ui/page-title";
import { LinkTabs } from "../../ui/link-tabs";
import { AboutContact } from "./about-contact";
import { AboutHistory } from "./about-history";
import { AboutMission } from "./about-mission";
import { AboutStructure } from "./about-structure";

const TABS = ["mission", "history", "structure", "contact"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);
const tabHref = (tab: Tab) => (tab === "mission" ? paths.about : `${paths.about}?tab=${tab}`);

const PANELS: Record<Tab, ReactNode> = {
  mission: <AboutMission />,
  history: <AboutHistory />,
  structure: <AboutStructure />,
  contact: <AboutContact />,
};

/** /about: mission, history, structure and contact, the tab chosen by `?tab=` (the footer links to contact and structure). */
export function AboutScreen() {
  const { t } = useLingui();
  usePageTitle(t`About`);
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "mission";
  return (
    <>
      <PageHeader
        eyebrow={<Trans>Hellenic Rugby Federation</Trans>}
        title={<Trans>About the federation</Trans>}
        lead={<Trans>The governing body of rugby union and rugby league in Greece: clubs, competitions, national teams and the academy.</Trans>}
      />
      <div className={`${container} ${section}`}>
        {/* The tab lives in the address, so the server draws the one asked for (the footer links to ?tab=contact). */}
        <LinkTabs
          label={t`About the federation`}
          value={tab}
          tabs={[
            { value: "mission", label: <Trans>Mission</Trans>, href: tabHref("mission") },
            { value: "history", label: <Trans>History</Trans>, href: tabHref("history") },
            { value: "structure", label: <Trans>Structure</Trans>, href: tabHref("structure") },
            { value: "contact", label: <Trans>Contact</Trans>, href: tabHref("contact") },
          ]}
        >
          {PANELS[tab]}
        </LinkTabs>
      </div>
    </>
  );
}
