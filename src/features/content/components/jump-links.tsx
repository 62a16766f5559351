export type JumpLink = { href: string; label: string };

/** Pills that jump to the sections of a long page (FAQ groups, メリット). */
export function JumpLinks({ label, links }: { label: string; links: readonly JumpLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-block rounded-full border border-brand-600 bg-white px-4 py-1.5 font-bold text-brand-700 hover:bg-brand-50">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
