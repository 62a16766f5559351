import type { NewsCategory } from "../news-categories";
import { NewsArticleBody } from "./news-article-body";
import { NewsCategoryChip } from "./news-category-chip";
import { NewsDate } from "./news-date";

type Props = {
  article: { title: string; category: NewsCategory; publishedAt: Date; body: string };
  /** h1 on /news/{id}; lower where the article sits inside another page (the console's preview). */
  headingLevel?: "h1" | "h2" | "h3";
  className?: string;
};

/** The article as /news/{id} shows it: date, category, title and the plain-text body. */
export function NewsArticle({ article, headingLevel = "h1", className = "" }: Props) {
  const Heading = headingLevel;
  return (
    <article className={`rounded-lg border border-slate-200 bg-white px-5 py-7 sm:px-10 sm:py-10 ${className}`}>
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <NewsDate date={article.publishedAt} />
          <NewsCategoryChip category={article.category} />
        </div>
        <Heading className="mt-3 break-words text-2xl font-bold leading-snug text-slate-900 sm:text-3xl">{article.title}</Heading>
      </header>
      <NewsArticleBody body={article.body} />
    </article>
  );
}
