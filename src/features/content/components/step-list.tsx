export type Step = { title: string; body: string };

/**
 * 「ご利用の流れ」: numbered steps, stacked on a phone, two by two in a reading column, and in one row
 * on a full-width landing page (`isWide`).
 */
export function StepList({ steps, label, isWide = false }: { steps: readonly Step[]; label: string; isWide?: boolean }) {
  return (
    <ol aria-label={label} className={`grid gap-4 sm:grid-cols-2 ${isWide ? "lg:grid-cols-4" : ""}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-lg border border-slate-200 bg-white p-5">
          <span aria-hidden="true" className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-3 font-bold text-slate-900 [word-break:auto-phrase]">
            <span className="sr-only">ステップ{index + 1}：</span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-7 text-slate-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
