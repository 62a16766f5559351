import type { Metadata } from "next";

/**
 * The metadata every content page sets: a Japanese title (the root layout appends 「｜かけはし」),
 * a description written for search results, and the canonical path.
 */
export function contentMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return { title, description, alternates: { canonical: path } };
}
