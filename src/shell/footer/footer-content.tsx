"use client";

import { SOCIAL_LINKS } from "@/config/navigation";

import { Logo } from "../logo";
import { CertificationBadge } from "./certification-badge";
import { FooterLinkGroups } from "./footer-link-groups";
import type { FooterLinkList } from "./footer-link-lists";
import { FooterSiteLinks } from "./footer-site-links";
import { SocialIcon } from "./social-icons";

type FooterContentProps = {
  linkLists: FooterLinkList[];
  operatingCompanyName: string;
  year: number;
};

/**
 * What the footer holds (spec S-FOOT-1 … S-FOOT-4). A client component on purpose (decision 032):
 * it is on every page, and a server component's elements travel a second time in each page's
 * flight data (~15 KB here); as a client component only its props do (~3 KB), and its code is
 * cached with the rest of the layout's script.
 */
export function FooterContent({ linkLists, operatingCompanyName, year }: FooterContentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {linkLists.length > 0 ? <FooterLinkGroups lists={linkLists} /> : null}
      <div className="mt-10 border-t border-slate-200 pt-8">
        <FooterSiteLinks />
      </div>
      <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-4">
          <Logo />
          <CertificationBadge />
        </div>
        <ul className="flex items-center gap-2" aria-label="公式SNS">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener"
                aria-label={`${link.label}（新しいタブで開きます）`}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                data-social={link.name}
              >
                <SocialIcon name={link.name} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-6 text-xs text-slate-500" data-testid="copyright">
        {`© ${year} ${operatingCompanyName}`}
      </p>
    </div>
  );
}
