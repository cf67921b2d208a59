import { useEffect } from "react";
import { useSearchParams } from "wouter";

/**
 * The overview's "add" buttons link to a page with `?add=1`: the page opens its add dialog once
 * and drops the parameter, so Back or a reload does not open it again.
 */
export function useAddParam(openAdd: () => void) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("add") === "1";
  useEffect(() => {
    if (!requested) return;
    openAdd();
    setParams(
      (current) => {
        current.delete("add");
        return current;
      },
      { replace: true },
    );
    // openAdd is a fresh closure each render; only the parameter matters here.
  }, [requested]);
}
