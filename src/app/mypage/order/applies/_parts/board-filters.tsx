import type { ApplicantBoard, BoardQuery } from "@/features/applications/board/board.schemas";

/** The board's filters as a plain GET form: they work before the page's script runs, and the URL keeps them. */
export function BoardFilters({ board, query }: { board: ApplicantBoard; query: BoardQuery }) {
  const control = "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";
  return (
    <form
      method="get"
      action="/mypage/order/applies"
      className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      role="search"
      aria-label="応募者の絞り込み"
    >
      <div>
        <label htmlFor="board-project" className="mb-1 block text-xs font-bold text-slate-600">
          案件
        </label>
        <select id="board-project" name="project_id" defaultValue={query.projectId ?? ""} className={control}>
          <option value="">すべての案件</option>
          {board.projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="board-assignee" className="mb-1 block text-xs font-bold text-slate-600">
          担当者
        </label>
        <select id="board-assignee" name="assignee_id" defaultValue={query.assigneeId ?? ""} className={control}>
          <option value="">すべての担当者</option>
          {board.members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="board-name" className="mb-1 block text-xs font-bold text-slate-600">
          応募者の名前
        </label>
        <input id="board-name" name="q" type="search" defaultValue={query.q ?? ""} placeholder="例: 山田 / ヤマダ" maxLength={50} className={control} />
      </div>
      {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
      <button type="submit" className="rounded-md bg-slate-800 px-5 py-2 text-sm font-bold text-white hover:bg-slate-900">
        絞り込む
      </button>
    </form>
  );
}
