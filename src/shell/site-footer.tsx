import type { FooterLinkGroup } from "@/features/projects/footer-project-list";

import { FooterContent } from "./footer/footer-content";
import { toFooterLinkLists } from "./footer/footer-link-lists";

type SiteFooterProps = {
  groups: FooterLinkGroup[];
  operatingCompanyName: string;
  year: number;
};

/** The footer on every page (spec S-FOOT-1 … S-FOOT-4): the layout reads the link groups, a client component draws them (footer-content.tsx, decision 032). */
export function SiteFooter({ groups, operatingCompanyName, year }: SiteFooterProps) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white" data-testid="site-footer">
      <FooterContent linkLists={toFooterLinkLists(groups)} operatingCompanyName={operatingCompanyName} year={year} />
    </footer>
  );
}
