/** A valid POST /api/v2/projects/{id}/applications body in any rate unit (the rate left to the project). */
export function validApplyBody(overrides: Record<string, unknown> = {}) {
  return {
    message: "ReactとTypeScriptの経験を活かしてお力になれればと思い、応募いたしました。",
    desiredRateAmount: null,
    startsOn: null,
    daysPerWeek: null,
    sharedSections: [],
    ...overrides,
  };
}
