import type { FooterLinkGroup } from "@/features/projects/footer-project-list";

/**
 * A group as the browser receives it: the spec's items ({url, text, label}, S-FOOT-1) as [url, text]
 * pairs — `label` is not drawn, and these ~70 links travel in every page's flight data.
 */
export type FooterLinkList = { name: string; label: string; links: [url: string, text: string][] };

export function toFooterLinkLists(groups: readonly FooterLinkGroup[]): FooterLinkList[] {
  return groups.map((group) => ({ name: group.name, label: group.label, links: group.projectList.map((item) => [item.url, item.text]) }));
}
