import { SOCIAL_LINKS } from "@/config/navigation";
import type { FooterLinkGroup } from "@/features/projects/footer-project-list";

import { CertificationBadge } from "./footer/certification-badge";
import { FooterLinkGroups } from "./footer/footer-link-groups";
import { FooterSiteLinks } from "./footer/footer-site-links";
import { SocialIcon } from "./footer/social-icons";
import { Logo } from "./logo";

type SiteFooterProps = {
  groups: FooterLinkGroup[];
  operatingCompanyName: string;
  year: number;
};

/** The footer on every page (spec S-FOOT-1 … S-FOOT-4). */
export function SiteFooter({ groups, operatingCompanyName, year }: SiteFooterProps) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white" data-testid="site-footer">
      <div className="mx-auto max-w-6xl px-4 py-10">
        {groups.length > 0 ? <FooterLinkGroups groups={groups} /> : null}
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
          © {year} {operatingCompanyName}
        </p>
      </div>
    </footer>
  );
}
