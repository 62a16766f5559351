import type { ReactNode } from "react";

/** 項 of an article: 1. 2. 3. (the prose styles number the <ol>). */
export function Clauses({ children }: { children: ReactNode }) {
  return <ol>{children}</ol>;
}

/**
 * 号 of a clause, marked （1）（2）… as Japanese legal text is. The marker is plain text so that it
 * reads aloud and survives copy and paste, which a CSS counter would not.
 */
export function Items({ items }: { items: readonly ReactNode[] }) {
  return (
    <ol className="list-none! pl-0!">
      {items.map((item, index) => (
        <li key={index} className="legal-item">
          <span>（{index + 1}）</span>
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}
