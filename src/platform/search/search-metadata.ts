import type { SearchDefinition, SortChoice } from "./search-definition";

/**
 * One selectable condition: `key` is its value in the query string,
 * `baseUrl` its landing page, and an entry standing for several conditions (a
 * region) lists their keys in `searchConditionKeys`. A search may add fields of its own.
 */
export type MetadataCondition = {
  id: number;
  key: string;
  name: string;
  baseUrl?: string;
  searchConditionKeys?: string[];
};

/**
 * The choices of a search's choice groups, in display order: built from the catalog by the feature
 * that declares the search, and read by the API, the pages and the browser.
 */
export type SearchMetadata<G extends string = string, C extends MetadataCondition = MetadataCondition> = {
  groups: { group: G; conditions: C[] }[];
};

/** The choices of one group (empty for a group without a list, such as the free word). */
export function conditionsOf<G extends string, C extends MetadataCondition>(metadata: SearchMetadata<G, C>, group: G): C[] {
  return metadata.groups.find((g) => g.group === group)?.conditions ?? [];
}

/** A metadata group as the API answers it: wire name, label and query parameter beside the choices. */
export type WireMetadataGroup<C extends MetadataCondition = MetadataCondition> = {
  group: string;
  label: string;
  parameter: string;
  conditions: (C | SortChoice)[];
};

/**
 * The metadata as the API answers it (spec S-SRCH-10): every group under its wire name with its
 * label and parameter, then the sorts as one more group.
 */
export function toWireMetadata<G extends string, C extends MetadataCondition>(
  definition: SearchDefinition<G>,
  metadata: SearchMetadata<G, C>,
): { groups: WireMetadataGroup<C>[] } {
  const { sort } = definition;
  return {
    groups: [
      ...metadata.groups.map(({ group, conditions }) => {
        const { wireName, label, parameter } = definition.groups[group];
        return { group: wireName, label, parameter, conditions };
      }),
      { group: sort.wireName, label: sort.label, parameter: sort.parameter, conditions: [...sort.choices] },
    ],
  };
}
