/** Hiragana, katakana or kanji: a message a Japanese reader can act on (not a bare code or English). */
export const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

type ErrorAnswer = { error?: { code?: unknown; message?: unknown; issues?: { path?: unknown; message?: unknown }[] } };

/**
 * Issue 19's promise for any answer: never 5xx, and a refusal (4xx) is `{ error: { code, message } }`
 * with a Japanese message. Empty when the answer keeps it.
 */
export function answerProblems(status: number, text: string): string[] {
  if (status >= 500) return [`answered ${status}`];
  if (status < 400) return [];
  let answer: ErrorAnswer;
  try {
    answer = JSON.parse(text) as ErrorAnswer;
  } catch {
    return [`a ${status} without a JSON body`];
  }
  const error = answer?.error;
  if (typeof error?.code !== "string" || typeof error.message !== "string") return [`a ${status} without { error: { code, message } }`];
  return JAPANESE.test(error.message) ? [] : [`the message of a ${status} is not Japanese: ${error.message}`];
}

/** Field issues of a 422 whose message is not Japanese (Zod's English defaults), as "path: message". */
export function foreignIssues(text: string): string[] {
  try {
    const issues = (JSON.parse(text) as ErrorAnswer).error?.issues ?? [];
    return issues.filter((issue) => typeof issue.message !== "string" || !JAPANESE.test(issue.message)).map((issue) => `${String(issue.path)}: ${String(issue.message)}`);
  } catch {
    return [];
  }
}
