"use client";

import { useId, type ReactNode } from "react";

import type { SearchCondition, SearchDefinition } from "@/platform/search/search-definition";
import { conditionsOf, type MetadataCondition, type SearchMetadata } from "@/platform/search/search-metadata";
import type { SearchAction } from "@/platform/search/search-state";

import { AreaList } from "./area-list";
import { CheckboxList } from "./checkbox-list";
import { Disclosure } from "./disclosure";
import type { FilterSectionSpec } from "./search-page-types";

type FiltersProps<G extends string> = {
  definition: SearchDefinition<G>;
  metadata: SearchMetadata<G>;
  sections: readonly FilterSectionSpec<G>[];
  conditions: readonly SearchCondition<G>[];
  dispatch: (action: SearchAction<G>) => void;
};

/**
 * The search conditions as form controls (sidebar on desktop, drawer on phones). A change only
 * edits the chosen conditions; the search runs when the user asks (the state is then "dirty",
 * spec S-SRCH-3), so several boxes can be ticked without a reload each time.
 */
export function SearchFilters<G extends string>({ definition, metadata, sections, conditions, dispatch }: FiltersProps<G>) {
  const isChosen = (group: G, key: string) => conditions.some((c) => c.group === group && c.key === key);
  const countIn = (group: G) => conditions.filter((c) => c.group === group).length;
  const toCondition = (group: G, choice: MetadataCondition): SearchCondition<G> => ({ group, key: choice.key, value: choice.name });
  const body = ({ group, kind }: FilterSectionSpec<G>) => {
    const label = definition.groups[group].label;
    if (kind === "area")
      return (
        <AreaList
          choices={conditionsOf(metadata, group)}
          label={label}
          isChosen={(key) => isChosen(group, key)}
          group={group}
          toCondition={toCondition}
          dispatch={dispatch}
        />
      );
    if (kind === "oneOf") {
      const previous = conditions.find((c) => c.group === group);
      return (
        <RadioList
          group={group}
          choices={conditionsOf(metadata, group)}
          chosenKey={previous?.key ?? null}
          onChange={(choice) => {
            if (previous) dispatch({ type: "remove", group, key: previous.key });
            if (choice) dispatch({ type: "add", condition: toCondition(group, choice) });
          }}
        />
      );
    }
    return (
      <CheckboxList
        group={group}
        label={label}
        choices={conditionsOf(metadata, group)}
        isChosen={(key) => isChosen(group, key)}
        onChange={(choice, checked) => dispatch(checked ? { type: "add", condition: toCondition(group, choice) } : { type: "remove", group, key: choice.key })}
      />
    );
  };

  return (
    <div className="divide-y divide-slate-200" data-testid="search-filters">
      {sections.map((section) => (
        <FilterSection
          key={section.group}
          label={definition.groups[section.group]!.label}
          count={countIn(section.group)}
          defaultOpen={Boolean(section.isOpen) || countIn(section.group) > 0}
        >
          {() => body(section)}
        </FilterSection>
      ))}
    </div>
  );
}

function FilterSection({ label, count, defaultOpen, children }: { label: string; count: number; defaultOpen: boolean; children: () => ReactNode }) {
  return (
    <Disclosure
      defaultOpen={defaultOpen}
      className="group py-3"
      summary={
        <summary className="filter-toggle">
          <span>
            {label}
            {count > 0 ? <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{count}</span> : null}
          </span>
          <span aria-hidden="true" className="icon-chevron-down h-4 w-4 text-slate-500 transition-transform group-open:rotate-180" />
        </summary>
      }
    >
      {() => <div className="mt-2">{children()}</div>}
    </Disclosure>
  );
}

function RadioList({
  group,
  choices,
  chosenKey,
  onChange,
}: {
  group: string;
  choices: MetadataCondition[];
  chosenKey: string | null;
  onChange: (choice: MetadataCondition | null) => void;
}) {
  const name = `${group}-${useId()}`;
  return (
    <ul className="grid grid-cols-1 gap-x-2 sm:grid-cols-2 lg:grid-cols-1">
      <li>
        <label className="search-option">
          <input type="radio" name={name} className="search-box" checked={chosenKey === null} onChange={() => onChange(null)} />
          指定なし
        </label>
      </li>
      {choices.map((choice) => (
        <li key={choice.key}>
          <label className="search-option">
            <input type="radio" name={name} className="search-box" checked={chosenKey === choice.key} onChange={() => onChange(choice)} />
            {choice.name}
          </label>
        </li>
      ))}
    </ul>
  );
}
