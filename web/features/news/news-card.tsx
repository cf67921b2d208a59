import { Trans, useLingui } from "@lingui/react/macro";
import { pairIn } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { paths } from "../../../schema/pages";
import { CardBody, CardLink, cardImage } from "../../ui/card";
import { CategoryBadge } from "../../ui/category-badge";
import { TextIn } from "../../ui/text";
import * as s from "./news-card.css";

export type NewsCardItem = {
  id: number;
  slug: string | null;
  title: string;
  category: string;
  imageUrl: string;
  publishDate: string;
  clubName?: string | null;
  /** The club's name in Greek (issue 13), shown to a Greek reader. */
  clubNameEl?: string | null;
  /** The language the article is written in (both languages are listed together). */
  language?: string;
};

/** Where an article lives: its slug when it has one, else its numeric id. */
export const articlePath = (item: { id: number; slug: string | null }) => paths.article(item.slug || item.id);

/** A news item: image, category, title, date and club; the whole card links to the article. */
export function NewsCard({ item, headingLevel = 3 }: { item: NewsCardItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { i18n } = useLingui();
  // A story not translated into the reader's language is listed in its own, and says which (issue 13).
  const foreign = item.language && item.language !== i18n.locale ? item.language : undefined;
  return (
    <CardLink href={articlePath(item)} className={s.card}>
      <div className={s.imageWrap}>
        {/* The title below says what the picture is about, so it is decorative inside the link. */}
        <img src={item.imageUrl} alt="" className={cardImage} width={640} height={360} loading="lazy" decoding="async" />
      </div>
      <CardBody>
        <div>
          <CategoryBadge category={item.category} />
          {foreign ? (
            <span className={s.languageTag} lang={foreign} data-testid="language-tag">
              {foreign.toUpperCase()}
            </span>
          ) : null}
        </div>
        <Heading className={s.title} lang={item.language}>
          {item.title}
        </Heading>
        <p className={s.meta}>
          <time dateTime={item.publishDate}>{formatDate(item.publishDate)}</time>
          <span className={s.dot} aria-hidden="true" />
          {item.clubName ? <TextIn value={pairIn(i18n.locale, item.clubName, item.clubNameEl)} /> : <Trans>unknown</Trans>}
        </p>
      </CardBody>
    </CardLink>
  );
}
