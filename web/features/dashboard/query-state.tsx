import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError, Skeleton } from "../../ui/feedback";
import * as s from "./dashboard.css";

type QueryStateProps<T> = {
  query: UseQueryResult<T[]>;
  /** Shown when the list loads empty: the SPEC's empty state with its add button. */
  empty: ReactNode;
  /** How many placeholder rows to show while loading. */
  placeholders?: number;
  children: (items: T[]) => ReactNode;
};

/** A dashboard list's loading, failure and empty states; the list itself once there are items. */
export function QueryState<T>({ query, empty, placeholders = 3, children }: QueryStateProps<T>) {
  if (query.data) return query.data.length === 0 ? empty : children(query.data);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return (
    <div className={s.skeletonList} aria-hidden="true">
      {Array.from({ length: placeholders }, (_, index) => (
        <Skeleton key={index} height="6rem" />
      ))}
    </div>
  );
}

/** A single resource's loading and failure states (a table, say); the content once it is there. */
export function TableState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data) return children(query.data);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <Skeleton height="12rem" />;
}
