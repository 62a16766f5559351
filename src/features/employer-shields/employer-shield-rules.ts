/**
 * What an employer shield may name (issue 13, decision 020). Free-mail domains are refused: a shield
 * on gmail.com would hide the pro from everyone who signed up with a Gmail address, which is not an
 * employer and not what the pro meant.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.co.jp",
  "yahoo.com",
  "ymail.ne.jp",
  "icloud.com",
  "me.com",
  "mac.com",
  "outlook.com",
  "outlook.jp",
  "hotmail.com",
  "hotmail.co.jp",
  "live.com",
  "live.jp",
  "msn.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "docomo.ne.jp",
  "ezweb.ne.jp",
  "au.com",
  "softbank.ne.jp",
  "i.softbank.jp",
]);

export const MAX_EMPLOYER_SHIELDS = 50;

export const FREE_MAIL_DOMAIN_MESSAGE =
  "フリーメールのドメインは登録できません（そのドメインを使うすべての人からプロフィールが見えなくなるため）。勤務先のドメインを入力してください";
export const INVALID_DOMAIN_MESSAGE = "ドメインの形式が正しくありません（例: example.co.jp）";

/** `@Example.CO.JP ` → `example.co.jp`: what is stored and compared with a viewer's login domain. */
export function normalizeEmailDomain(input: string): string {
  return input.trim().replace(/^@/, "").toLowerCase();
}

/** Letters, digits and hyphens per label, at least two labels, a letter-only top level (IDN as xn--). */
const DOMAIN_PATTERN = /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function isValidEmailDomain(domain: string): boolean {
  return DOMAIN_PATTERN.test(domain);
}
