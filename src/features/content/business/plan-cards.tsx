import Link from "next/link";

import { ORDERER_PLANS, formatPlanPrice, includedPlanOf } from "../plans";

/**
 * The three orderer plans side by side (stacked on a phone); the recommended one is outlined. Each
 * feature links to the page where it is (a visitor is asked to log in first and then taken there).
 * The ~20 ticks and links use short component classes (globals.css): each element is in the HTML
 * twice, as markup and in the flight data.
 */
export function PlanCards() {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {ORDERER_PLANS.map((plan) => {
        const included = includedPlanOf(plan);
        return (
          <li key={plan.id} className={`flex flex-col rounded-xl border bg-white p-6 ${plan.isRecommended ? "border-2 border-brand-600 shadow-md" : "border-slate-200"}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-bold text-slate-900">{plan.name}</h3>
              {plan.isRecommended ? <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">おすすめ</span> : null}
            </div>
            <p className="mt-3 text-2xl font-bold text-brand-800">{formatPlanPrice(plan)}</p>
            <p className="mt-2 text-sm leading-7 text-slate-600">{plan.summary}</p>
            <ul className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm leading-6 text-slate-700">
              {included ? (
                <li className="flex gap-2 font-bold">
                  <span aria-hidden="true" className="icon-check plan-check" />
                  <span>{included.name}のすべての機能</span>
                </li>
              ) : null}
              {plan.features.map((feature) => (
                <li key={feature.label} className="flex gap-2">
                  <span aria-hidden="true" className="icon-check plan-check" />
                  <Link href={feature.href} className="plan-feature-link">
                    {feature.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
