"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import type { FooterLinkGroup } from "@/features/projects/footer-project-list";

/** Spec S-FOOT-2: the first three groups use four columns on large screens, the fourth two. */
function gridClass(index: number): string {
  return index < 3 ? "grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4" : "grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-2";
}

/** Spec S-FOOT-1: collapsible groups, all expanded at first; a toggle flips only its own group. */
export function FooterLinkGroups({ groups }: { groups: FooterLinkGroup[] }) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <div className="space-y-6" data-testid="footer-link-groups">
      {groups.map((group, index) => {
        const isExpanded = !collapsed.has(group.name);
        const listId = `footer-group-${group.name}`;
        return (
          <section key={group.name} aria-labelledby={`${listId}-heading`} data-group={group.name}>
            <h2 id={`${listId}-heading`} className="text-sm font-bold text-slate-900">
              <button
                type="button"
                onClick={() => toggle(group.name)}
                aria-expanded={isExpanded}
                aria-controls={listId}
                className="flex w-full items-center justify-between gap-2 rounded-md py-2 text-left hover:text-brand-700"
              >
                {group.label}
                <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 transition-transform ${isExpanded ? "rotate-180" : ""}`} />
              </button>
            </h2>
            <ul id={listId} hidden={!isExpanded} className={`${gridClass(index)} mt-1`} data-testid="footer-group-list">
              {group.projectList.map((item) => (
                <li key={item.url}>
                  <Link href={item.url} title={item.label} className="footer-link">
                    {item.text}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
