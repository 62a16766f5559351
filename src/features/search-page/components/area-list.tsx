"use client";

import { useState } from "react";

import type { SearchCondition } from "@/platform/search/search-definition";
import type { MetadataCondition } from "@/platform/search/search-metadata";
import type { SearchAction } from "@/platform/search/search-state";

import { areaGroups, toNeedle, type AreaGroup } from "./choice-filter";
import { Disclosure } from "./disclosure";
import { NarrowingBox } from "./narrowing-box";

type AreaListProps<G extends string> = {
  group: G;
  label: string;
  choices: MetadataCondition[];
  isChosen: (key: string) => boolean;
  toCondition: (group: G, choice: MetadataCondition) => SearchCondition<G>;
  dispatch: (action: SearchAction<G>) => void;
};

/**
 * Areas by region (decision 009): ticking a region adds all its prefectures (add-list, spec
 * S-SRCH-4), and a region shows as partly ticked when only some are chosen. The regions stay
 * folded, so the list is eight lines until one is opened; typing in the box lists the matching
 * prefectures at once, unfolded. A region of one prefecture (北海道) is one box.
 */
export function AreaList<G extends string>({ group, label, choices, isChosen, toCondition, dispatch }: AreaListProps<G>) {
  const [narrowing, setNarrowing] = useState("");
  const needle = toNeedle(narrowing);
  const groups = areaGroups(choices, needle);
  const prefectureBox = (p: MetadataCondition) => (
    <label className="search-option">
      <input
        type="checkbox"
        className="search-box"
        checked={isChosen(p.key)}
        onChange={(event) => dispatch(event.target.checked ? { type: "add", condition: toCondition(group, p) } : { type: "remove", group, key: p.key })}
      />
      {p.name}
    </label>
  );
  const regionBody = ({ region, members, shown }: AreaGroup<MetadataCondition>, hasAllBox: boolean) => {
    const chosen = members.filter((p) => isChosen(p.key)).length;
    return (
      <div className="ml-2 border-l border-slate-200 pl-2">
        {hasAllBox ? (
          <label className="search-option">
            <input
              type="checkbox"
              className="search-box"
              checked={chosen === members.length}
              ref={(box) => {
                if (box) box.indeterminate = chosen > 0 && chosen < members.length;
              }}
              onChange={(event) =>
                event.target.checked
                  ? dispatch({ type: "addList", conditions: members.map((p) => toCondition(group, p)) })
                  : members.forEach((p) => dispatch({ type: "remove", group, key: p.key }))
              }
            />
            {region.name}すべて
          </label>
        ) : null}
        <ul className="grid grid-cols-2 gap-x-2">
          {shown.map((p) => (
            <li key={p.key}>{prefectureBox(p)}</li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <div>
      <NarrowingBox label={label} example="東京" value={narrowing} onChange={setNarrowing} matchCount={groups.reduce((sum, g) => sum + g.shown.length, 0)} />
      <ul className="space-y-1" data-group={group}>
        {groups.map((areaGroup) => {
          const { region, members, isSingle } = areaGroup;
          if (isSingle) return <li key={region.key}>{prefectureBox(members[0]!)}</li>;
          if (needle) {
            // Narrowed: the matches unfolded under their region's name; 「すべて」 only when the region itself matched.
            return (
              <li key={region.key}>
                <p className="px-1 pt-1 text-xs font-bold text-slate-600">{region.name}</p>
                {regionBody(areaGroup, areaGroup.shown.length === members.length)}
              </li>
            );
          }
          const chosen = members.filter((p) => isChosen(p.key)).length;
          return (
            <li key={region.key}>
              <Disclosure
                defaultOpen={chosen > 0}
                className="group/region"
                summary={
                  <summary className="flex cursor-pointer list-none items-center justify-between rounded px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                    <span>
                      {region.name}
                      {chosen > 0 ? <span className="ml-2 text-xs text-brand-700">{chosen}件選択</span> : null}
                    </span>
                    <span aria-hidden="true" className="icon-chevron-down h-4 w-4 text-slate-500 transition-transform group-open/region:rotate-180" />
                  </summary>
                }
              >
                {() => regionBody(areaGroup, true)}
              </Disclosure>
            </li>
          );
        })}
        {groups.length === 0 ? <li className="px-1 py-2 text-sm text-slate-600">該当する候補がありません</li> : null}
      </ul>
    </div>
  );
}
