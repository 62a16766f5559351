import type { NewsCategory } from "../news-categories";

/** Press releases and media coverage stand out a little from everyday notices. */
const CHIP_CLASSES: Record<NewsCategory, string> = {
  お知らせ: "border-slate-300 bg-slate-50 text-slate-700",
  プレスリリース: "border-brand-600 bg-brand-600 text-white",
  メディア掲載: "border-brand-100 bg-brand-50 text-brand-800",
  イベント: "border-brand-700 bg-white text-brand-700",
};

export function NewsCategoryChip({ category }: { category: NewsCategory }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-bold ${CHIP_CLASSES[category]}`}>{category}</span>;
}
