import { Card, CardBody } from "../../ui/card";
import { Skeleton } from "../../ui/feedback";

/** Placeholder with the shape of a ClubCard while clubs load. */
export function ClubCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="club-card-skeleton">
      <CardBody>
        <div style={{ display: "flex", gap: "1rem", alignItems: "center" }}>
          <Skeleton width="64px" height="64px" />
          <div style={{ flex: 1, display: "grid", gap: "0.5rem" }}>
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton width="45%" height="0.875rem" />
          </div>
        </div>
        <Skeleton width="40%" height="1.25rem" />
        <Skeleton height="0.875rem" />
        <Skeleton height="0.875rem" />
        <Skeleton width="60%" height="0.875rem" />
      </CardBody>
    </Card>
  );
}
