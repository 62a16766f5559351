import { describe, expect, it } from "vitest";

import { isCountableView } from "./countable-view";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const headersOf = (values: Record<string, string>) => new Headers(values);

describe("isCountableView", () => {
  it.each([CHROME, IPHONE])("a person's browser counts: %s", (agent) => {
    expect(isCountableView(headersOf({ "user-agent": agent }))).toBe(true);
    expect(isCountableView(headersOf({ "user-agent": agent, rsc: "1" }))).toBe(true);
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    "curl/8.5.0",
    "python-requests/2.32.3",
    "",
  ])("a crawler, script or headless browser does not: %s", (agent) => {
    expect(isCountableView(headersOf({ "user-agent": agent }))).toBe(false);
  });

  const prefetches: Record<string, string>[] = [
    { "next-router-prefetch": "1" },
    { "next-router-segment-prefetch": "/_tree" },
    { "sec-purpose": "prefetch;prerender" },
    { purpose: "prefetch" },
  ];
  it.each(prefetches)("a prefetch does not: %o", (extra) => {
    expect(isCountableView(headersOf({ "user-agent": CHROME, ...extra }))).toBe(false);
  });
});
