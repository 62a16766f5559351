import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { selectRows, type DatabaseHandle } from "@/db/client";
import { insertUser } from "@/db/seed/factories";
import { getTestDatabase, resetDatabase } from "@tests/support/test-database";

import { canSearchByGrams, userGramsCondition, type UserWords } from "./console-user-grams";
import { readConsoleUsers } from "./console-users.service";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await getTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(handle);
});

// Texts that a tsquery literal or a character count could get wrong: quotes, backslashes, the
// tsquery operators, a character outside the BMP (two UTF-16 units, one PostgreSQL character), a
// one-character name, 姓名 whose pair spans the join, and (written past the forms' checks) the
// control character users_search_grams splits on.
const PEOPLE = [
  { email: "sep@example.net", lastName: "区\u001F切", firstName: "り", lastNameKana: "クギ", firstNameKana: "リ" },
  { email: "o'brien\\x:y*z&a|b!(c)@example.com", lastName: "𠮷野", firstName: "々", lastNameKana: "ヨシノ", firstNameKana: "ノノ" },
  { email: "t@example.jp", lastName: "林", firstName: "", lastNameKana: "ハヤシ", firstNameKana: "" },
  { email: "taro.yamada@example.com", lastName: "山田", firstName: "太郎", lastNameKana: "ヤマダ", firstNameKana: "タロウ" },
];
const ABSENT = "☃☃";

function substringsOf(text: string, longest: number): string[] {
  const chars = Array.from(text);
  const found = new Set<string>();
  for (let i = 0; i < chars.length; i++) for (let n = 1; n <= longest && i + n <= chars.length; n++) found.add(chars.slice(i, i + n).join(""));
  return [...found];
}

async function idsWhere(condition: ReturnType<typeof sql>): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(handle.db, sql`select u.id from users u where ${condition} order by u.id`);
  return rows.map((row) => row.id);
}

const strposOf = (words: UserWords) =>
  sql`(strpos(u.email, ${words.email}) > 0 or strpos(u.last_name || u.first_name, ${words.name}) > 0
       or strpos(u.last_name_kana || u.first_name_kana, ${words.kana}) > 0)`;

describe("issue 18: the console's user search index", () => {
  it("users_search_grams keeps every account strpos finds, for each part of 1–4 characters of the address, the name and the reading", async () => {
    for (const person of PEOPLE) await insertUser(handle.db, person);
    const words: UserWords[] = PEOPLE.flatMap((p) => [
      ...substringsOf(p.email, 4).map((part) => ({ email: part, name: ABSENT, kana: ABSENT })),
      ...substringsOf(p.lastName + p.firstName, 4).map((part) => ({ email: ABSENT, name: part, kana: ABSENT })),
      ...substringsOf(p.lastNameKana + p.firstNameKana, 4).map((part) => ({ email: ABSENT, name: ABSENT, kana: part })),
    ]);
    // `q` refuses control characters, so no word holds the separator.
    for (const word of words.filter(canSearchByGrams)) {
      const exact = await idsWhere(strposOf(word));
      expect(exact.length, JSON.stringify(word)).toBeGreaterThan(0);
      const candidates = await idsWhere(userGramsCondition(word));
      expect(candidates, JSON.stringify(word)).toEqual(expect.arrayContaining(exact));
    }
  });

  it("narrows: a word none of the texts holds matches no row, even when its characters are all there", async () => {
    for (const person of PEOPLE) await insertUser(handle.db, person);
    expect(await idsWhere(userGramsCondition({ email: "yamadataro", name: "太郎山田", kana: "タロウヤマダ" }))).toEqual([]);
    expect(await idsWhere(userGramsCondition({ email: "q", name: "森", kana: "モ" }))).toEqual([]);
  });

  it("a one-character q finds the accounts holding it anywhere, also as the last character of the address, the name or the reading", async () => {
    const operator = await insertUser(handle.db, {
      isAdmin: true,
      email: "ops@example.org",
      lastName: "運営",
      firstName: "一郎",
      lastNameKana: "ウンエイ",
      firstNameKana: "イチロウ",
    });
    const [, yoshino, hayashi, yamada] = await Promise.all(PEOPLE.map((person) => insertUser(handle.db, person)));
    const actor = { userId: operator.id, isAdmin: true, isPro: false, isOrderer: false, plan: "free" as const, isEmailVerified: true, corporation: null };
    const idsOf = async (q: string) => (await readConsoleUsers(handle.db, actor, { q })).users.map((user) => user.id).sort((a, b) => a - b);
    expect(await idsOf("郎")).toEqual([operator.id, yamada!.id]);
    expect(await idsOf("林")).toEqual([hayashi!.id]);
    expect(await idsOf("々")).toEqual([yoshino!.id]);
    expect(await idsOf("ノ")).toEqual([yoshino!.id]);
    expect(await idsOf("g")).toEqual([operator.id]);
  });
});
