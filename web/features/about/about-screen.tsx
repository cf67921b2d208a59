import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "wouter";
import { container, section } from "../../ui/layout.css";
import { PageHeader } from "../../ui/page-header";
import { usePageTitle } from "../../ui/page-title";
import { Tabs } from "../../ui/tabs";
import { AboutContact } from "./about-contact";
import { AboutHistory } from "./about-history";
import { AboutMission } from "./about-mission";
import { AboutStructure } from "./about-structure";

const TABS = ["mission", "history", "structure", "contact"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /about: mission, history, structure and contact, the tab chosen by `?tab=` (the footer links to contact and structure). */
export function AboutScreen() {
  const { t } = useLingui();
  usePageTitle(t`About`);
  const [params, setParams] = useSearchParams();
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
        <Tabs
          label={t`About the federation`}
          value={tab}
          // The tab lives in the URL (replacing, not stacking history) so links like ?tab=contact open it.
          onValueChange={(value) => setParams(value === "mission" ? {} : { tab: value }, { replace: true })}
          items={[
            { value: "mission", label: <Trans>Mission</Trans>, content: <AboutMission /> },
            { value: "history", label: <Trans>History</Trans>, content: <AboutHistory /> },
            { value: "structure", label: <Trans>Structure</Trans>, content: <AboutStructure /> },
            { value: "contact", label: <Trans>Contact</Trans>, content: <AboutContact /> },
          ]}
        />
      </div>
    </>
  );
}
