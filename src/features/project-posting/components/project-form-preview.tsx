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
