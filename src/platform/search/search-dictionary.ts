import { normalizeSearchText } from "@/lib/search-text";
import { literalTerm, type SearchTerm } from "@/lib/search-terms";

/** A thing the search knows: its name as pages show it, and the other words people type for it. */
export type DictionaryEntry = { name: string; words: readonly string[] };

/**
 * The search dictionary (decision 027), built once per catalog: it expands a typed term to every
 * spelling of what it names, and finds known names near a word that found nothing.
 */
export type SearchDictionary = {
  /** The term with its spellings: itself first, then every word of each entry it names (ジャバ → java, じゃば). */
  termOf(normalizedTerm: string): SearchTerm;
  /** Up to `limit` names near a normalised word (a typo, a fragment), best first; never the word itself. */
  nearNames(normalizedWord: string, limit: number): string[];
};

/**
 * Edit distance with adjacent transpositions (optimal string alignment), by code point, stopping
 * early once every cell of a row exceeds `max`: the answer is then max + 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/** How far a word may be from a name to be offered: none for one or two characters, then growing. */
function allowedDistance(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

export function buildSearchDictionary(entries: readonly DictionaryEntry[]): SearchDictionary {
  // Each normalised word → the indexes of the entries it belongs to (a word may name two things).
  const entriesOfWord = new Map<string, number[]>();
  const spellingsOfEntry = entries.map((entry, index) => {
    const spellings = [...new Set([entry.name, ...entry.words].map(normalizeSearchText).filter((w) => w !== ""))];
    for (const spelling of spellings) entriesOfWord.set(spelling, [...(entriesOfWord.get(spelling) ?? []), index]);
    return spellings;
  });
  return {
    termOf(term) {
      const indexes = entriesOfWord.get(term);
      if (!indexes) return literalTerm(term);
      return { text: term, spellings: [...new Set([term, ...indexes.flatMap((i) => spellingsOfEntry[i]!)])] };
    },
    nearNames(word, limit) {
      const max = allowedDistance(Array.from(word).length);
      const scored = new Map<string, number>();
      for (const [spelling, indexes] of entriesOfWord) {
        if (spelling === word) continue;
        // A fragment of three or more characters that starts a known word (typescr → TypeScript).
        const isPrefix = Array.from(word).length >= 3 && spelling.startsWith(word);
        const distance = isPrefix ? 0.5 : editDistance(word, spelling, max);
        if (distance > max) continue;
        for (const index of indexes) {
          const name = entries[index]!.name;
          scored.set(name, Math.min(scored.get(name) ?? Infinity, distance));
        }
      }
      return [...scored.entries()]
        .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
        .slice(0, limit)
        .map(([name]) => name);
    },
  };
}
