/** What other features use of the news: the latest and featured queries, the card and its skeleton. */
export { featuredNewsQuery, latestNewsQuery } from "./api";
export { NewsCard, type NewsCardItem } from "./news-card";
export { NewsCardSkeleton } from "./news-card-skeleton";
