import type { CSSProperties, ReactNode } from "react";
import { useLocation, useSearch } from "wouter";

type TryAgainProps = { onRetry: () => void; className?: string; style?: CSSProperties; children: ReactNode };

/**
 * "Try again" after a failed load: a link to this very page. On a page the server drew, where
 * nothing outside its islands runs, following it draws the page anew; in the app, `onRetry` asks
 * again in place instead.
 */
export function TryAgain({ onRetry, className, style, children }: TryAgainProps) {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <a
      href={search ? `${path}?${search}` : path}
      className={className}
      style={style}
      onClick={(event) => {
        event.preventDefault();
        onRetry();
      }}
    >
      {children}
    </a>
  );
}
