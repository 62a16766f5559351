/**
 * A session's device as a person reads it — 「Chrome（Windows）」, 「Safari（iPhone）」 — from its
 * User-Agent header. A small ordered list of rules, not a full parser: the aim is that someone
 * recognises their own devices on /mypage/config/sessions, nothing more (no new dependency).
 */

const BROWSERS: readonly [RegExp, string][] = [
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bLine\//, "LINE"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\/|AppleWebKit.*\(KHTML, like Gecko\) Mobile\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "Chromebook"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const UNKNOWN = "不明な端末";

function firstMatch(rules: readonly [RegExp, string][], userAgent: string): string | undefined {
  return rules.find(([pattern]) => pattern.test(userAgent))?.[1];
}

export function describeDevice(userAgent: string | null | undefined): string {
  const text = userAgent?.trim() ?? "";
  if (text === "") return UNKNOWN;
  const browser = firstMatch(BROWSERS, text);
  const system = firstMatch(SYSTEMS, text);
  if (browser && system) return `${browser}（${system}）`;
  if (browser) return browser;
  if (system) return `ブラウザ（${system}）`;
  return UNKNOWN;
}
