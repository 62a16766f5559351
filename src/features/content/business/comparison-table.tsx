import { COMPARISON_ROWS } from "./business-content";

/**
 * かけはし vs the agent route: a table from 640 px, and below that one card per aspect, so nothing
 * scrolls sideways on a phone. Only one of the two is displayed (the other is display:none, hidden
 * from screen readers too), so nothing is read twice.
 */
export function ComparisonTable() {
  return (
    <>
      <table className="hidden w-full border-collapse text-[15px] sm:table">
        <caption className="sr-only">かけはしとエージェント経由の比較</caption>
        <thead>
          <tr>
            <th scope="col" className="p-3 text-left text-slate-700">
              比較の観点
            </th>
            <th scope="col" className="rounded-t-lg bg-brand-600 p-3 text-left text-white">
              かけはし
            </th>
            <th scope="col" className="p-3 text-left text-slate-700">
              エージェント経由の場合
            </th>
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.aspect} className="border-b border-slate-200">
              <th scope="row" className="p-3 text-left font-bold text-slate-900">
                {row.aspect}
              </th>
              <td className="bg-brand-50 p-3 font-bold text-brand-800">{row.kakehashi}</td>
              <td className="p-3 text-slate-600">{row.agency}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="space-y-3 sm:hidden">
        {COMPARISON_ROWS.map((row) => (
          <div key={row.aspect} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <dt className="font-bold text-slate-900">{row.aspect}</dt>
            <dd className="mt-2 font-bold text-brand-800">かけはし：{row.kakehashi}</dd>
            <dd className="mt-1 text-slate-600">エージェント経由：{row.agency}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
