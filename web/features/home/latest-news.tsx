import { Trans } from "@lingui/react/macro";
import { useContentLanguage } from "../../lib/content-language";
import { useQuery } from "@tanstack/react-query";
import { LIMITS } from "../../../schema/constants";
import { paths } from "../../../schema/pages";
import { grid, visuallyHidden } from "../../ui/layout.css";
import { featuredNewsQuery, latestNewsQuery, NewsCard, NewsCardSkeleton } from "../news";
import { FeaturedNews } from "./featured-news";
import { HomeSection } from "./home-section";
import * as s from "./home.css";
import { ListStates } from "./list-states";

/**
 * SPEC: the 3 latest news items (the API is asked for exactly 3), with a link to /news; above them
 * the article the federation features (issue 12), which is then not repeated among them.
 */
export function LatestNews() {
  const result = useQuery(latestNewsQuery(LIMITS.homeNews, useContentLanguage()));
  const featured = useQuery(featuredNewsQuery()).data?.article;
  return (
    <HomeSection id="home-news" tone="tinted" title={<Trans>Latest news</Trans>} more={{ href: paths.news, label: <Trans>All news</Trans> }}>
      <FeaturedNews article={featured} />
      <ListStates
        result={result}
        loading={
          <div className={grid.three}>
            <span className={visuallyHidden} role="status">
              <Trans>Loading news...</Trans>
            </span>
            {Array.from({ length: LIMITS.homeNews }, (_, index) => (
              <NewsCardSkeleton key={index} />
            ))}
          </div>
        }
        empty={<Trans>No news has been published yet.</Trans>}
      >
        {(items) => (
          <ul className={`${grid.three} ${s.plainList}`}>
            {items
              .filter((item) => item.id !== featured?.id)
              .map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} />
                </li>
              ))}
          </ul>
        )}
      </ListStates>
    </HomeSection>
  );
}
