import { describe, expect, it } from "vitest";

import { RecentViews } from "./recent-views";

describe("RecentViews", () => {
  it("counts a visitor once per project within the window, and apart per project and visitor", () => {
    const views = new RecentViews(1000, 100);
    expect(views.isNewView("a", 1, 0)).toBe(true);
    expect(views.isNewView("a", 1, 999)).toBe(false);
    expect(views.isNewView("a", 2, 999)).toBe(true);
    expect(views.isNewView("b", 1, 999)).toBe(true);
    expect(views.isNewView("a", 1, 1000)).toBe(true);
  });

  it("forgets the oldest visitors first when full", () => {
    const views = new RecentViews(60_000, 2);
    views.isNewView("a", 1, 0);
    views.isNewView("b", 1, 1);
    views.isNewView("c", 1, 2);
    expect(views.isNewView("b", 1, 3)).toBe(false);
    expect(views.isNewView("a", 1, 3)).toBe(true);
  });
});
