/** The four kinds of news article (the `news.category` column holds these labels). */
export const NEWS_CATEGORIES = ["お知らせ", "プレスリリース", "メディア掲載", "イベント"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** A `?category=` value, or null (all news) for anything missing or unknown: a bad link never errors. */
export function parseNewsCategory(value: string | string[] | undefined): NewsCategory | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return NEWS_CATEGORIES.find((category) => category === raw) ?? null;
}

/** The list URL for a category and page; page 1 and "all" drop their parameters. */
export function newsListPath({ category, page = 1 }: { category: NewsCategory | null; page?: number }): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/news?${query}` : "/news";
}
