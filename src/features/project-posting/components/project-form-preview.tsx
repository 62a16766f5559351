import { ProjectArticleBody } from "@/features/projects/components/project-article-body";

import { toPreviewArticle, type ProjectFormOptions, type ProjectFormState } from "./project-form-state";

/** The public page as it will look, redrawn as the orderer types (the page's own body component). */
export function ProjectFormPreview({ state, options, today }: { state: ProjectFormState; options: ProjectFormOptions; today: string }) {
  return (
    <section aria-label="公開ページのプレビュー" className="rounded-xl border border-dashed border-slate-300 bg-white p-5" data-testid="project-preview">
      <p className="text-xs font-bold text-slate-500">プレビュー（公開ページの表示）</p>
      <ProjectArticleBody project={toPreviewArticle(state, options, today)} headingLevel={2} />
    </section>
  );
}

/** Where the preview goes until the page's script has run. */
export function PreviewPlaceholder() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-5" aria-hidden="true">
      <p className="text-xs font-bold text-slate-500">プレビュー（公開ページの表示）</p>
      <div className="mt-4 h-6 w-3/4 animate-pulse rounded bg-slate-100" />
      <div className="mt-3 h-4 w-full animate-pulse rounded bg-slate-100" />
      <div className="mt-2 h-4 w-5/6 animate-pulse rounded bg-slate-100" />
    </div>
  );
}
