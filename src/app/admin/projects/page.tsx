import type { Metadata } from "next";
import Link from "next/link";

import { Cell, ConsoleTable } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { ProjectCloseButton } from "@/features/operator-console/components/project-close-button";
import { ConsoleProjectQuerySchema, type ConsoleProjectQuery } from "@/features/operator-console/projects/console-projects.schemas";
import { readConsoleProjects } from "@/features/operator-console/projects/console-projects.service";
import { formatJstDate } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/admin/projects";
export const metadata: Metadata = pageMetadata({ title: "案件", description: "掲載中の案件を検索し、必要なときは掲載を終了します。", path: PATH, noIndex: true });

function hrefOf(query: ConsoleProjectQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.corporationId) params.set("corporationId", String(query.corporationId));
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${PATH}?${text}` : PATH;
}

const fieldClass = "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** 案件 (issue 18): an id, words (the site's own search) or every project newest first; close or edit with a reason. */
export default async function ProjectsPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = ConsoleProjectQuerySchema.safeParse({
    q: queryValue(raw.q),
    status: queryValue(raw.status),
    corporationId: queryValue(raw.corporationId),
    page: queryValue(raw.page),
  });
  const query = parsed.success ? parsed.data : {};
  const list = await readConsoleProjects(deps.db, actor, query);
  return (
    <ConsolePage title="案件" lead="IDで1件、キーワードでサイトと同じ検索、何も入れなければすべての案件を新しい順に表示します。">
      <form method="get" action={PATH} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_10rem_10rem_8rem]" aria-label="案件の検索">
        <label className="text-xs font-bold text-slate-600">
          案件IDまたはキーワード
          <input name="q" defaultValue={query.q ?? ""} className={fieldClass} />
        </label>
        <label className="text-xs font-bold text-slate-600">
          状態
          <select name="status" defaultValue={query.status ?? ""} className={fieldClass}>
            <option value="">すべて</option>
            <option value="open">公開中</option>
            <option value="closed">募集終了</option>
          </select>
        </label>
        <label className="text-xs font-bold text-slate-600">
          企業ID
          <input name="corporationId" inputMode="numeric" defaultValue={query.corporationId ?? ""} className={fieldClass} />
        </label>
        <div className="flex items-end">
          <button type="submit" className="h-10 w-full rounded-md bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700">
            検索
          </button>
        </div>
      </form>
      <p className="text-sm text-slate-600">
        {list.totalCount.toLocaleString("ja-JP")}
        {list.isTotalCapped ? "件以上" : "件"}
        {list.mode === "word" ? "（キーワード検索は公開中・募集終了の案件が対象です）" : null}
      </p>
      <ConsoleTable
        caption="案件の一覧"
        head={["案件", "企業", "状態", "掲載日", "いいね", "操作"]}
        empty={list.projects.length === 0 ? "該当する案件はありません。" : undefined}
      >
        {list.projects.map((project) => (
          <tr key={project.id} data-testid="console-project">
            <Cell>
              <Link href={`/projects/${project.id}`} className="font-bold text-brand-700 underline">
                {project.title}
              </Link>
              <span className="block text-xs text-slate-500">#{project.id}</span>
              {project.operatorNote ? <span className="mt-1 block text-xs text-amber-800">運営メモ: {project.operatorNote}</span> : null}
            </Cell>
            <Cell>
              <Link href={`/admin/corporations/${project.corporation.id}`} className="text-brand-700 underline">
                {project.corporation.name}
              </Link>
            </Cell>
            <Cell className="whitespace-nowrap">{project.statusLabel}</Cell>
            <Cell className="whitespace-nowrap">{formatJstDate(project.publishedAt)}</Cell>
            <Cell>{project.likeCount}</Cell>
            <Cell className="space-x-3 whitespace-nowrap">
              <Link href={`${PATH}/${project.id}/edit`} className="text-sm font-bold text-brand-700 underline">
                編集
              </Link>
              {project.status === "open" ? <ProjectCloseButton projectId={project.id} title={project.title} /> : null}
            </Cell>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(page) => hrefOf(query, page)} />
    </ConsolePage>
  );
}
