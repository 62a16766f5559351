import { describe, expect, it } from "vitest";

import { draftKey, forgetDraftsNotOf } from "./browser-drafts";

/** The Storage interface over a Map, as localStorage behaves. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe("issue 19, ASVS 14.3.1: unsent chat drafts belong to the person who typed them", () => {
  it("the next person at a shared computer keeps only their own drafts; a visitor keeps none; other site data stays", () => {
    const storage = memoryStorage({
      [draftKey(7, 1)]: "pro 7's draft in room 1",
      [draftKey(7, 2)]: "pro 7's draft in room 2",
      [draftKey(70, 1)]: "orderer 70's draft in room 1",
      "kakehashi:chat-draft:1": "a draft from before drafts had an owner",
      "kakehashi:other": "not a draft",
    });
    forgetDraftsNotOf(storage, 7);
    expect(Object.keys(Object.fromEntries(Array.from({ length: storage.length }, (_, i) => [storage.key(i), 1])))).toEqual([
      draftKey(7, 1),
      draftKey(7, 2),
      "kakehashi:other",
    ]);
    forgetDraftsNotOf(storage, null);
    expect(storage.length).toBe(1);
    expect(storage.getItem("kakehashi:other")).toBe("not a draft");
  });

  it("a user id that begins like another's does not keep the other's drafts (7 is not 70)", () => {
    const storage = memoryStorage({ [draftKey(70, 1)]: "orderer 70's" });
    forgetDraftsNotOf(storage, 7);
    expect(storage.length).toBe(0);
  });
});
