"use client";

import { useState, type ReactNode } from "react";

/**
 * A <details> that renders its body only once opened: closed groups cost the page nothing (the
 * page stays light), and a summary click shows them as before.
 */
export function Disclosure({ defaultOpen, className, summary, children }: { defaultOpen: boolean; className: string; summary: ReactNode; children: () => ReactNode }) {
  const [hasOpened, setHasOpened] = useState(defaultOpen);
  return (
    <details open={defaultOpen} className={className} onToggle={(event) => event.currentTarget.open && setHasOpened(true)}>
      {summary}
      {hasOpened ? children() : null}
    </details>
  );
}
