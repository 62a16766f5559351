"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { CONSOLE_SECTIONS } from "../console-sections";

/** The console's sections: a column beside the page on a desk, a row that scrolls sideways on a phone. */
export function ConsoleNav() {
  const pathname = usePathname();
  const isUnder = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  const isCurrent = (section: (typeof CONSOLE_SECTIONS)[number]) =>
    section.href === "/admin" ? pathname === "/admin" : [section.href, ...(section.alsoUnder ?? [])].some(isUnder);
  return (
    <nav aria-label="運営メニュー" className="-mx-4 overflow-x-auto border-b border-slate-200 px-4 lg:mx-0 lg:w-52 lg:shrink-0 lg:overflow-visible lg:border-0 lg:px-0">
      <ul className="flex gap-1 pb-2 lg:flex-col lg:pb-0">
        {CONSOLE_SECTIONS.map((section) => (
          <li key={section.href} className="shrink-0">
            <Link
              href={section.href}
              aria-current={isCurrent(section) ? "page" : undefined}
              className="block rounded-md px-3 py-2 text-sm font-bold whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
