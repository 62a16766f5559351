import type { Page } from "playwright-core";

export type Vitals = { lcp: number; cls: number; inp: number };

/**
 * Performance observers installed before any page script runs, in every document the page opens:
 * the last largest-contentful-paint, layout shifts not caused by input (CLS, summed — the pages are
 * short-lived here, so one session window), and the longest Event Timing duration of an interaction
 * (entries with an interactionId: what INP is made of).
 */
export async function installVitalsObservers(page: Page): Promise<void> {
  // Plain JavaScript, not a function: tsx compiles with keepNames, and the `__name(…)` it wraps around
  // named functions does not exist in the page, so a function passed here died after its first line.
  await page.addInitScript({ content: VITALS_OBSERVERS });
}

const VITALS_OBSERVERS = `(() => {
  const vitals = { lcp: 0, cls: 0, inp: 0 };
  window.__vitals = vitals;
  const observe = (type, onEntry, extra) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
    } catch {
      // An entry type this browser does not know: that figure stays 0.
    }
  };
  observe("largest-contentful-paint", (entry) => (vitals.lcp = entry.startTime));
  observe("layout-shift", (entry) => {
    if (!entry.hadRecentInput) vitals.cls += entry.value;
  });
  observe("event", (entry) => {
    if (entry.interactionId > 0) vitals.inp = Math.max(vitals.inp, entry.duration);
  }, { durationThreshold: 16 });
})();`;

export async function readVitals(page: Page): Promise<Vitals> {
  return page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
}
