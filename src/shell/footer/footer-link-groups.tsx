import type { FooterLinkGroup } from "@/features/projects/footer-project-list";

/** Spec S-FOOT-2: the first three groups use four columns on large screens, the fourth two. */
function gridClass(index: number): string {
  return index < 3 ? "grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4" : "grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-2";
}

/**
 * Spec S-FOOT-1: collapsible groups, all expanded at first; a toggle flips only its own group.
 *
 * A server component on purpose (issue 19): these ~400 links are on every page, and as a client
 * component they were sent twice (HTML and the props for hydration) and hydrated on every load.
 * `<details open>` gives the same disclosure — keyboard, screen readers, expanded state — with no
 * script, and plain `<a>` links need no client router (a footer link is a full navigation anyway).
 */
export function FooterLinkGroups({ groups }: { groups: FooterLinkGroup[] }) {
  return (
    <div className="space-y-6" data-testid="footer-link-groups">
      {groups.map((group, index) => {
        const listId = `footer-group-${group.name}`;
        return (
          <details key={group.name} open className="group" data-group={group.name}>
            <summary className="footer-group-toggle">
              <h2 id={`${listId}-heading`} className="text-sm font-bold text-slate-900">
                {group.label}
              </h2>
              <span aria-hidden="true" className="icon-chevron-down h-4 w-4 transition-transform group-open:rotate-180" />
            </summary>
            {/* Every byte here is on every page twice (HTML and RSC payload): the links' style comes from
                the list (.footer-links a), and the group heading says what the link text is about. */}
            <ul id={listId} aria-labelledby={`${listId}-heading`} className={`footer-links ${gridClass(index)} mt-1`} data-testid="footer-group-list">
              {group.projectList.map((item, position) => (
                <li key={position}>
                  <a href={item.url}>{item.text}</a>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
