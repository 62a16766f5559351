"use client";

import Link from "next/link";

import { siteLinkHref, siteLinksFor } from "@/config/navigation";
import { useCurrentUser } from "@/features/users/components/current-user-provider";

/** Spec S-FOOT-3: the site-link row; `recruiter_guide` only for a signed-in orderer. */
export function FooterSiteLinks() {
  const { user } = useCurrentUser();
  return (
    <nav aria-label="サイト情報">
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" data-testid="footer-site-links">
        {siteLinksFor(user).map((link) => {
          const href = siteLinkHref(link);
          const isExternal = /^https?:\/\//.test(href);
          return (
            <li key={link.name} data-site-link={link.name}>
              {isExternal ? (
                <a href={href} target="_blank" rel="noopener" className="text-slate-600 hover:text-brand-700 hover:underline">
                  {link.label}
                  <span className="sr-only">（新しいタブで開きます）</span>
                </a>
              ) : (
                <Link href={href} className="text-slate-600 hover:text-brand-700 hover:underline">
                  {link.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
