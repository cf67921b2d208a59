import { Card, CardBody } from "../../ui/card";
import { Skeleton } from "../../ui/feedback";

/** Placeholder with the shape of a NewsCard while news loads. */
export function NewsCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="news-card-skeleton">
      <Skeleton height="auto" style={{ aspectRatio: "16 / 9", borderRadius: 0 }} />
      <CardBody>
        <Skeleton width="35%" height="1.25rem" />
        <Skeleton height="1.25rem" />
        <Skeleton width="80%" height="1.25rem" />
        <Skeleton width="50%" height="0.875rem" />
      </CardBody>
    </Card>
  );
}
