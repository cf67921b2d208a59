import type { ReactNode } from "react";

export function DashboardLayout({ children }: { children: ReactNode }) {
  return <div>{children}</div>;
}
