import Link from "next/link";

import type { PopularConditionGroup } from "../popular-conditions";

const chipClass = "inline-block rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-700";

/** Shortcuts to the search landing pages of common professions, skills and ways of working. */
export function PopularConditionsSection({ groups }: { groups: PopularConditionGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="popular-conditions-heading" className="mx-auto max-w-6xl px-4 py-10" data-testid="popular-conditions">
      <h2 id="popular-conditions-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        人気の条件から探す
      </h2>
      <div className="mt-6 space-y-5">
        {groups.map((group) => (
          <div key={group.label} className="sm:flex sm:gap-6">
            <h3 className="text-sm font-bold text-slate-600 sm:w-28 sm:shrink-0 sm:pt-1.5">{group.label}</h3>
            <ul className="mt-2 flex flex-wrap gap-2 sm:mt-0">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={chipClass}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
