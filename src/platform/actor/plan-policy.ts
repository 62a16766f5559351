import { paths, type NavLink } from "@/config/navigation";
import type { Plan } from "@/db/schema";

/**
 * What each orderer plan may do (as sold on /business, src/features/content/plans.ts). Every
 * plan-dependent rule reads this table, so a component never compares plan names itself.
 */
export type PlanAbilities = {
  /** Registers and publishes projects itself at /projects/new, without review. */
  publishesProjectsDirectly: boolean;
  /** Asks the operator to publish a project (/project_requests/new), who reviews it first. */
  requestsProjectPublication: boolean;
  /** Scouts each sending account may send in a calendar month (JST), counted from the 1st (decision 024). */
  monthlyScoutQuota: number;
};

export const PLAN_ABILITIES: Readonly<Record<Plan, PlanAbilities>> = {
  free: { publishesProjectsDirectly: false, requestsProjectPublication: true, monthlyScoutQuota: 5 },
  standard: { publishesProjectsDirectly: true, requestsProjectPublication: false, monthlyScoutQuota: 100 },
  premium: { publishesProjectsDirectly: true, requestsProjectPublication: false, monthlyScoutQuota: 300 },
};

/** The plans' names as sold (/business). */
export const PLAN_NAMES: Readonly<Record<Plan, string>> = { free: "フリープラン", standard: "スタンダードプラン", premium: "プレミアムプラン" };

export function abilitiesOf(plan: Plan): PlanAbilities {
  return PLAN_ABILITIES[plan];
}

/** S-BAR-8: project registration is self-service on a paid plan; the free plan asks the operator. */
export function projectRegistrationLink(plan: Plan): NavLink {
  return abilitiesOf(plan).publishesProjectsDirectly
    ? { name: "new_project", label: "案件を登録する", href: paths.newProject() }
    : { name: "project_request", label: "案件の掲載を依頼する", href: paths.newProjectRequest() };
}
