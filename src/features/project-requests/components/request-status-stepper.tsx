import type { ProjectRequestStatus } from "../project-requests.schemas";

type Step = { label: string; state: "done" | "current" | "upcoming" | "rejected" };

/** 申請中 → 審査中 → 掲載済; a 差し戻し ends the line at the step where the operator sent it back. */
export function requestSteps(status: ProjectRequestStatus): Step[] {
  if (status === "rejected") {
    return [
      { label: "申請中", state: "done" },
      { label: "差し戻し", state: "rejected" },
      { label: "掲載済", state: "upcoming" },
    ];
  }
  const order: ProjectRequestStatus[] = ["pending", "in_review", "published"];
  const reached = order.indexOf(status);
  return ["申請中", "審査中", "掲載済"].map((label, i) => ({
    label,
    state: i < reached || (status === "published" && i === reached) ? "done" : i === reached ? "current" : "upcoming",
  }));
}

const DOT: Record<Step["state"], string> = {
  done: "border-brand-600 bg-brand-600 text-white",
  current: "border-brand-600 bg-white text-brand-700 ring-4 ring-brand-100",
  upcoming: "border-slate-300 bg-white text-slate-500",
  rejected: "border-rose-600 bg-rose-600 text-white",
};
const STATE_TEXT: Record<Step["state"], string> = { done: "完了", current: "現在", upcoming: "未到達", rejected: "差し戻し" };

/** The request's progress as an ordered list: the current step is marked for screen readers (aria-current="step"). */
export function RequestStatusStepper({ status }: { status: ProjectRequestStatus }) {
  const steps = requestSteps(status);
  const currentIndex = steps.findIndex((step) => step.state === "current" || step.state === "rejected");
  const markedIndex = currentIndex === -1 ? steps.length - 1 : currentIndex;
  return (
    <ol className="flex items-start" aria-label="依頼の進み具合">
      {steps.map((step, i) => (
        <li key={step.label} aria-current={i === markedIndex ? "step" : undefined} className="relative flex flex-1 flex-col items-center text-center">
          {i > 0 ? <span aria-hidden="true" className={`absolute top-4 right-1/2 h-0.5 w-full ${step.state === "upcoming" ? "bg-slate-300" : "bg-brand-600"}`} /> : null}
          <span className={`relative z-10 flex h-8 w-8 items-center justify-center rounded-full border-2 text-sm font-bold ${DOT[step.state]}`} aria-hidden="true">
            {step.state === "done" ? "✓" : step.state === "rejected" ? "!" : i + 1}
          </span>
          <span className={`mt-2 text-sm ${step.state === "upcoming" ? "text-slate-600" : "font-bold text-slate-900"}`}>{step.label}</span>
          <span className="sr-only">（{STATE_TEXT[step.state]}）</span>
        </li>
      ))}
    </ol>
  );
}
