import type { SearchCondition, SearchDefinition } from "./search-definition";

/** A condition as the API's JSON carries it: the group under its wire name. */
export type WireSearchCondition = { group: string; key: string; value: string };

/** Conditions for the API's JSON: each group under its wire name. */
export function toWireConditions<G extends string>(definition: SearchDefinition<G>, conditions: readonly SearchCondition<G>[]): WireSearchCondition[] {
  return conditions.map((c) => ({ group: definition.groups[c.group].wireName, key: c.key, value: c.value }));
}

/** Conditions read from the API's JSON; a group the definition does not know is left out. */
export function fromWireConditions<G extends string>(definition: SearchDefinition<G>, conditions: readonly WireSearchCondition[]): SearchCondition<G>[] {
  const groups = Object.keys(definition.groups) as G[];
  return conditions.flatMap((c) => {
    const group = groups.find((g) => definition.groups[g].wireName === c.group);
    return group ? [{ group, key: c.key, value: c.value }] : [];
  });
}
