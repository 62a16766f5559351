import type { BreadcrumbItem } from "@/ui/breadcrumb";

import type { SearchCondition, SearchDefinition } from "@/platform/search/search-definition";
import { searchLocation } from "@/platform/search/search-location";
import type { SearchMetadata } from "@/platform/search/search-metadata";
import { searchTitle } from "@/platform/search/search-title";

/**
 * The search page's breadcrumb for the search that ran: トップ › 案件を探す › the page's heading
 * (issue 17: its last item is the <h1>, also after filtering in place). On a landing page narrowed
 * further, the landing page sits between them (… › エンジニアの案件一覧 › エンジニア・TypeScriptの案件一覧).
 */
export function searchCrumbs<G extends string>(
  definition: SearchDefinition<G>,
  metadata: SearchMetadata<G>,
  { crumbLabel, heading, landingCondition }: { crumbLabel: string; heading: string; landingCondition: SearchCondition<G> | null },
): BreadcrumbItem[] {
  const crumbs: BreadcrumbItem[] = [
    { label: "トップ", href: "/" },
    { label: crumbLabel, href: definition.path },
  ];
  if (landingCondition) {
    const landingTitle = searchTitle(definition, metadata, [landingCondition]);
    if (landingTitle !== heading) crumbs.push({ label: landingTitle, href: searchLocation(definition, metadata, [landingCondition]).href });
  }
  if (heading !== crumbLabel) crumbs.push({ label: heading });
  return crumbs;
}
