import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { NewsCard, type NewsCardItem } from "../news";
import * as s from "./home.css";

/** The article the federation features (issue 12), above the latest news; nothing when none is. */
export function FeaturedNews({ article }: { article: NewsCardItem | null | undefined }) {
  const labelId = useId();
  if (!article) return null;
  return (
    <section className={s.featured} aria-labelledby={labelId} data-testid="featured-news">
      <p id={labelId} className={s.featuredLabel}>
        <Trans>Featured</Trans>
      </p>
      <NewsCard item={article} />
    </section>
  );
}
