import type { PageAnswer, PageAnswerByRole } from "@tests/support/authorization-pages";

/** The same answer for every role, visitors included. */
export function sameForEveryone(answer: PageAnswer): PageAnswerByRole {
  return { visitor: answer, pro: answer, orderer: answer, otherOrderer: answer, freeOrderer: answer, admin: answer };
}

/** A page only for visitors (log-in, sign-up): a signed-in role is sent on to `to`. */
export function visitorsOnly(to: string): PageAnswerByRole {
  return { ...sameForEveryone(`307 ${to}`), visitor: 200 };
}
