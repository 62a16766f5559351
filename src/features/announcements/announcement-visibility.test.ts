import { describe, expect, it } from "vitest";

import { announcementAudiencesFor } from "./announcement-visibility";

describe("announcementAudiencesFor", () => {
  it.each([
    ["a pro", { isPro: true, isOrderer: false }, ["all", "pro"]],
    ["an orderer", { isPro: false, isOrderer: true }, ["all", "orderer"]],
    ["an account with both roles", { isPro: true, isOrderer: true }, ["all", "pro", "orderer"]],
    ["an operator with neither role", { isPro: false, isOrderer: false }, ["all"]],
  ])("%s sees %j", (_, viewer, expected) => {
    expect(announcementAudiencesFor(viewer)).toEqual(expected);
  });
});
