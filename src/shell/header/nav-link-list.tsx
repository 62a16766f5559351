import { ExternalLink } from "lucide-react";
import Link from "next/link";

import type { NavLink } from "@/config/navigation";

const itemClass = "flex items-center gap-1 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900";

/** One link from the navigation config; external ones open in a new tab and say so. */
export function NavLinkItem({ link, className = itemClass, onNavigate }: { link: NavLink; className?: string; onNavigate?: () => void }) {
  if (link.isExternal) {
    return (
      <a href={link.href} target="_blank" rel="noopener" className={className} data-nav={link.name}>
        {link.label}
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 text-slate-400" />
        <span className="sr-only">（新しいタブで開きます）</span>
      </a>
    );
  }
  if (link.href.includes("#")) {
    // A plain link, so that the browser fires hashchange even on the same page (the hash opens a modal).
    return (
      <a href={link.href} className={className} data-nav={link.name} onClick={onNavigate}>
        {link.label}
      </a>
    );
  }
  return (
    <Link href={link.href} className={className} data-nav={link.name} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

/** A titled group of links in a drawer or menu. */
export function NavLinkList({ title, links, onNavigate }: { title: string; links: NavLink[]; onNavigate?: () => void }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={title} className="py-2">
      <p className="px-3 pb-1 text-xs font-bold text-slate-500">{title}</p>
      <ul>
        {links.map((link) => (
          <li key={`${link.name}-${link.href}`}>
            <NavLinkItem link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
