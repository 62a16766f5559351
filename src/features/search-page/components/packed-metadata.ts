import type { MetadataCondition, SearchMetadata } from "@/platform/search/search-metadata";

/**
 * A choice as a tuple: [id, name, key (0 when it is the id), landing page, region members?]. The
 * landing page is 0 when there is none, 1 when it is the group's base followed by the id, 2 by the
 * name, 3 by the key, else the whole path.
 */
type PackedChoice = [number, string, string | 0, string | 0 | 1 | 2 | 3, string[]?];

/**
 * The choices as the browser receives them (the page's flight data): a search's metadata repeats
 * every field name and most of every landing path in each of its ~200 choices; packed, it is a
 * third of the size. Only the fields the search page reads travel (id, key, name, baseUrl, members).
 */
export type PackedSearchMetadata<G extends string> = { group: G; base: string; choices: PackedChoice[] }[];

function baseOf(conditions: readonly MetadataCondition[]): string {
  const first = conditions.find((c) => c.baseUrl)?.baseUrl ?? "";
  return first.slice(0, first.lastIndexOf("/") + 1);
}

function packLanding(base: string, c: MetadataCondition): PackedChoice[3] {
  if (!c.baseUrl) return 0;
  if (c.baseUrl === `${base}${c.id}`) return 1;
  if (c.baseUrl === `${base}${c.name}`) return 2;
  if (c.baseUrl === `${base}${c.key}`) return 3;
  return c.baseUrl;
}

export function packSearchMetadata<G extends string>(metadata: SearchMetadata<G>): PackedSearchMetadata<G> {
  return metadata.groups.map(({ group, conditions }) => {
    const base = baseOf(conditions);
    return {
      group,
      base,
      choices: conditions.map((c): PackedChoice => {
        const packed: PackedChoice = [c.id, c.name, c.key === String(c.id) ? 0 : c.key, packLanding(base, c)];
        if (c.searchConditionKeys) packed.push(c.searchConditionKeys);
        return packed;
      }),
    };
  });
}

export function unpackSearchMetadata<G extends string>(packed: PackedSearchMetadata<G>): SearchMetadata<G> {
  return {
    groups: packed.map(({ group, base, choices }) => ({
      group,
      conditions: choices.map(([id, name, packedKey, landing, members]) => {
        const key = packedKey === 0 ? String(id) : packedKey;
        const segment = landing === 1 ? String(id) : landing === 2 ? name : landing === 3 ? key : null;
        const baseUrl = landing === 0 ? undefined : segment === null ? (landing as string) : `${base}${segment}`;
        const condition: MetadataCondition = { id, key, name };
        if (baseUrl !== undefined) condition.baseUrl = baseUrl;
        if (members) condition.searchConditionKeys = members;
        return condition;
      }),
    })),
  };
}
