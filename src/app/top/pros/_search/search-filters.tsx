"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

import { conditionsOf, type MetadataCondition } from "@/platform/search/search-metadata";
import type { SearchAction } from "@/platform/search/search-state";

import { PRO_SEARCH, type ProSearchCondition, type ProSearchGroup } from "@/features/pros/search/pro-search.definition";
import type { ProSearchMetadata } from "@/features/pros/search/pro-search-metadata";

type FilterGroup = ProSearchGroup;
type Dispatch = (action: SearchAction<ProSearchGroup>) => void;

type FiltersProps = {
  metadata: ProSearchMetadata;
  conditions: readonly ProSearchCondition[];
  dispatch: Dispatch;
};

/** The panel's groups in the order an orderer narrows a search: what, with which skills, for how much, how. */
const CHECKBOX_GROUPS: readonly FilterGroup[] = ["profession", "skill"];
const LATER_CHECKBOX_GROUPS: readonly FilterGroup[] = ["remoteType", "jobChange"];
/** Groups open when the panel first shows; the others open by themselves when they hold a choice. */
const OPEN_BY_DEFAULT: ReadonlySet<FilterGroup> = new Set(["profession", "skill", "rate", "remoteType"]);
/** Long lists get a box to narrow them down. */
const FILTERABLE_AFTER = 20;
const LONG_NAME = 7;

function condition(group: FilterGroup, choice: MetadataCondition): ProSearchCondition {
  return { group, key: choice.key, value: choice.name };
}

/**
 * The search conditions as form controls (sidebar on desktop, drawer on phones). A change only
 * edits the chosen conditions; the search runs when the user asks (the state is then "dirty",
 * as on the project search), so several boxes can be ticked without a reload each time.
 */
export function SearchFilters({ metadata, conditions, dispatch }: FiltersProps) {
  const isChosen = (group: FilterGroup, key: string) => conditions.some((c) => c.group === group && c.key === key);
  const countIn = (group: FilterGroup) => conditions.filter((c) => c.group === group).length;
  const labelOf = (group: FilterGroup) => PRO_SEARCH.groups[group].label;
  const section = (group: FilterGroup, body: React.ReactNode) => (
    <FilterSection key={group} label={labelOf(group)} count={countIn(group)} defaultOpen={OPEN_BY_DEFAULT.has(group) || countIn(group) > 0}>
      {body}
    </FilterSection>
  );
  const checkboxes = (group: FilterGroup) => (
    <CheckboxList
      group={group}
      choices={conditionsOf(metadata, group)}
      isChosen={(key) => isChosen(group, key)}
      onChange={(choice, checked) => dispatch(checked ? { type: "add", condition: condition(group, choice) } : { type: "remove", group, key: choice.key })}
    />
  );
  const oneOf = (group: "rate" | "availableDays" | "activeWithin") => (
    <RadioList
      group={group}
      choices={conditionsOf(metadata, group)}
      chosenKey={conditions.find((c) => c.group === group)?.key ?? null}
      onChange={(choice) => {
        const previous = conditions.find((c) => c.group === group);
        if (previous) dispatch({ type: "remove", group, key: previous.key });
        if (choice) dispatch({ type: "add", condition: condition(group, choice) });
      }}
    />
  );

  return (
    <div className="divide-y divide-slate-200" data-testid="search-filters">
      {CHECKBOX_GROUPS.map((group) => section(group, checkboxes(group)))}
      {section("rate", oneOf("rate"))}
      {section("availableDays", oneOf("availableDays"))}
      {LATER_CHECKBOX_GROUPS.map((group) => section(group, checkboxes(group)))}
      {section("area", <AreaList metadata={metadata} isChosen={(key) => isChosen("area", key)} dispatch={dispatch} />)}
      {section("activeWithin", oneOf("activeWithin"))}
    </div>
  );
}

function FilterSection({ label, count, defaultOpen, children }: { label: string; count: number; defaultOpen: boolean; children: React.ReactNode }) {
  return (
    <details open={defaultOpen} className="group py-3">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded py-1 text-sm font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
        <span>
          {label}
          {count > 0 ? <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{count}</span> : null}
        </span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

const optionClass = "flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm text-slate-800 hover:bg-slate-50";
const boxClass = "h-4 w-4 shrink-0 accent-brand-600";

function CheckboxList({
  group,
  choices,
  isChosen,
  onChange,
}: {
  group: FilterGroup;
  choices: MetadataCondition[];
  isChosen: (key: string) => boolean;
  onChange: (choice: MetadataCondition, checked: boolean) => void;
}) {
  const [narrowing, setNarrowing] = useState("");
  const inputId = useId();
  const needle = narrowing.trim().toLowerCase();
  // Long names (データサイエンティスト, Google Analytics) get a row each instead of wrapping mid-word.
  const columns = choices.some((c) => c.name.length > LONG_NAME) ? "grid-cols-1" : "grid-cols-2";
  const shown = needle ? choices.filter((c) => c.name.toLowerCase().includes(needle)) : choices;
  return (
    <div>
      {choices.length > FILTERABLE_AFTER ? (
        <div className="mb-2">
          <label htmlFor={inputId} className="sr-only">
            候補を絞り込む
          </label>
          <input
            id={inputId}
            type="search"
            value={narrowing}
            onChange={(event) => setNarrowing(event.target.value)}
            placeholder="候補を絞り込む（例: React）"
            className="h-9 w-full rounded-md border border-slate-300 px-3 text-sm"
          />
        </div>
      ) : null}
      <ul className={`grid ${columns} gap-x-2 ${choices.length > FILTERABLE_AFTER ? "max-h-64 overflow-y-auto pr-1" : ""}`} data-group={group}>
        {shown.map((choice) => (
          <li key={choice.key}>
            <label className={optionClass}>
              <input type="checkbox" className={boxClass} checked={isChosen(choice.key)} onChange={(event) => onChange(choice, event.target.checked)} />
              <span className="break-all">{choice.name}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 ? <li className="col-span-2 px-1 py-2 text-sm text-slate-500">該当する候補がありません</li> : null}
      </ul>
    </div>
  );
}

function RadioList({
  group,
  choices,
  chosenKey,
  onChange,
}: {
  group: FilterGroup;
  choices: MetadataCondition[];
  chosenKey: string | null;
  onChange: (choice: MetadataCondition | null) => void;
}) {
  const name = `${group}-${useId()}`;
  return (
    <ul className="grid grid-cols-1 gap-x-2 sm:grid-cols-2 lg:grid-cols-1">
      <li>
        <label className={optionClass}>
          <input type="radio" name={name} className={boxClass} checked={chosenKey === null} onChange={() => onChange(null)} />
          指定なし
        </label>
      </li>
      {choices.map((choice) => (
        <li key={choice.key}>
          <label className={optionClass}>
            <input type="radio" name={name} className={boxClass} checked={chosenKey === choice.key} onChange={() => onChange(choice)} />
            {choice.name}
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * Areas by region: ticking a region adds all its prefectures (add-list, spec S-SRCH-4); a region
 * shows as partly ticked when only some of them are chosen.
 */
function AreaList({ metadata, isChosen, dispatch }: { metadata: ProSearchMetadata; isChosen: (key: string) => boolean; dispatch: Dispatch }) {
  const areas = conditionsOf(metadata, "area");
  const prefectures = new Map(areas.filter((a) => !a.searchConditionKeys).map((p) => [p.key, p]));
  const regions = areas.filter((a) => a.searchConditionKeys);
  const toCondition = (p: MetadataCondition) => condition("area", p);
  return (
    <ul className="space-y-1">
      {regions.map((region) => {
        const members = (region.searchConditionKeys ?? []).flatMap((key) => prefectures.get(key) ?? []);
        const chosen = members.filter((p) => isChosen(p.key)).length;
        return (
          <li key={region.key}>
            <details open={chosen > 0} className="group/region">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                <span>
                  {region.name}
                  {chosen > 0 ? <span className="ml-2 text-xs text-brand-700">{chosen}件選択</span> : null}
                </span>
                <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-400 transition-transform group-open/region:rotate-180" />
              </summary>
              <div className="ml-2 border-l border-slate-200 pl-2">
                <label className={optionClass}>
                  <input
                    type="checkbox"
                    className={boxClass}
                    checked={chosen === members.length && members.length > 0}
                    ref={(box) => {
                      if (box) box.indeterminate = chosen > 0 && chosen < members.length;
                    }}
                    onChange={(event) =>
                      event.target.checked
                        ? dispatch({ type: "addList", conditions: members.map(toCondition) })
                        : members.forEach((p) => dispatch({ type: "remove", group: "area", key: p.key }))
                    }
                  />
                  {region.name}すべて
                </label>
                <ul className="grid grid-cols-2 gap-x-2">
                  {members.map((p) => (
                    <li key={p.key}>
                      <label className={optionClass}>
                        <input
                          type="checkbox"
                          className={boxClass}
                          checked={isChosen(p.key)}
                          onChange={(event) =>
                            dispatch(event.target.checked ? { type: "add", condition: toCondition(p) } : { type: "remove", group: "area", key: p.key })
                          }
                        />
                        {p.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
