/** 募集中 / 募集終了, as the project page and the orderer's editor show it. */
export function ProjectStatusBadge({ isOpen, testId = "project-status" }: { isOpen: boolean; testId?: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${isOpen ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`} data-testid={testId}>
      {isOpen ? "募集中" : "募集終了"}
    </span>
  );
}
