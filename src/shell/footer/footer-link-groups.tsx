import { useMemo } from "react";

import { html, type HtmlFragment } from "@/lib/html";

import type { FooterLinkList } from "./footer-link-lists";

/** Spec S-FOOT-2: the first three groups use four columns on large screens, the fourth two. */
function gridClass(index: number): string {
  return index < 3 ? "grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4" : "grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-2";
}

/**
 * Spec S-FOOT-1: collapsible groups, all expanded at first; a toggle flips only its own group.
 * `<details open>` gives the disclosure — keyboard, screen readers, expanded state — with no script;
 * the links' style comes from the list (.footer-links a), so each link is just `<li><a>`.
 */
function groupHtml(list: FooterLinkList, index: number): HtmlFragment {
  const listId = `footer-group-${list.name}`;
  const summary = html`<summary class="footer-group-toggle">
    <h2 id="${listId}-heading" class="text-sm font-bold text-slate-900">${list.label}</h2>
    <span aria-hidden="true" class="icon-chevron-down h-4 w-4 transition-transform group-open:rotate-180"></span>
  </summary>`;
  const links = list.links.map(([url, text]) => html`<li><a href="${url}">${text}</a></li>`);
  const items = html`<ul id="${listId}" aria-labelledby="${listId}-heading" class="footer-links ${gridClass(index)} mt-1" data-testid="footer-group-list">
    ${links}
  </ul>`;
  return html`<details open class="group" data-group="${list.name}">${summary}${items}</details>`;
}

export function footerLinkGroupsHtml(lists: readonly FooterLinkList[]): string {
  return html`${lists.map(groupHtml)}`.text;
}

/**
 * The four groups as one HTML string (issue 19, decision 032). They are the same for everyone and
 * never change in the browser, so React does not need their ~300 elements: it neither hydrates
 * inside `dangerouslySetInnerHTML` nor, as the footer is a client component, receives them as an
 * element tree in the page's flight data — only the compact lists above. Every text and URL goes
 * through `html`'s escaping; the URLs are landing paths built from the catalog.
 */
export function FooterLinkGroups({ lists }: { lists: readonly FooterLinkList[] }) {
  const markup = useMemo(() => footerLinkGroupsHtml(lists), [lists]);
  return <div className="space-y-6" data-testid="footer-link-groups" dangerouslySetInnerHTML={{ __html: markup }} />;
}
