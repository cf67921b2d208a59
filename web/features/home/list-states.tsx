import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LastUpdated } from "../../ui/last-updated";
import { EmptyState, LoadError } from "../../ui/feedback";

type ListStatesProps<T> = {
  result: UseQueryResult<T[]>;
  /** Shown while the first answer is on its way. */
  loading: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/** The four states every home list has: placeholders, the SPEC's load error, an empty note, the items. */
export function ListStates<T>({ result, loading, empty, children }: ListStatesProps<T>) {
  if (result.isPending) return loading;
  // A failed refresh keeps the saved copy on screen (a fan at a ground with no signal); only a
  // list that never loaded shows the error.
  if (result.data === undefined) return <LoadError onRetry={() => void result.refetch()} />;
  if (result.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {children(result.data)}
      {/* Dated when the list is the saved copy (offline, or a refresh that did not come). */}
      <LastUpdated query={result} />
    </>
  );
}
