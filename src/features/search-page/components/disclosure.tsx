"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A <details> that renders its body only once opened: closed groups cost the page nothing (the
 * page stays light), and a summary click shows them as before. A click made before the page had
 * hydrated opens the <details> natively without a toggle event React sees, so on mount an
 * already open element counts as opened too (otherwise the group would stay open and empty).
 */
export function Disclosure({ defaultOpen, className, summary, children }: { defaultOpen: boolean; className: string; summary: ReactNode; children: () => ReactNode }) {
  const [hasOpened, setHasOpened] = useState(defaultOpen);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setHasOpened(true);
  }, []);
  return (
    <details ref={details} open={defaultOpen} className={className} onToggle={(event) => event.currentTarget.open && setHasOpened(true)}>
      {summary}
      {hasOpened ? children() : null}
    </details>
  );
}
