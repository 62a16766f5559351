import { budgetInYen } from "@/lib/budget-label";
import type { ContractType, ProjectSummary } from "../project-summary.schemas";
import type { JobPosting } from "./project-detail.schemas";

/**
 * Listings state no deadline, but search engines want one: an open project is taken as valid for
 * 60 days from publication (orderers re-publish to extend), a closed one until it closed.
 */
export const POSTING_VALID_DAYS = 60;

const EMPLOYMENT_TYPES: Record<ContractType, JobPosting["employmentType"]> = {
  outsourcing: "CONTRACTOR",
  outsourcing_to_full_time: "CONTRACTOR",
  full_time: "FULL_TIME",
  fixed_term: "TEMPORARY",
};

/** What the posting says beyond the summary: the text as written and the moments as stored. */
export type JobPostingFacts = { description: string; publishedAt: Date; closedAt: Date | null };

/**
 * schema.org JobPosting for a project page; a visitor's page names no corporation, as the page does.
 * The API's detail carries the same object (projectDetailStructuredData.jobPosting, decision 013).
 * The salary is stated as the orderer stated it (issue 14): MONTH, HOUR or YEAR, amounts in yen.
 */
export function jobPostingJsonLd(project: ProjectSummary, facts: JobPostingFacts, pageUrl: string): JobPosting {
  const validThrough =
    project.state === "closed"
      ? (facts.closedAt ?? facts.publishedAt).toISOString()
      : new Date(facts.publishedAt.getTime() + POSTING_VALID_DAYS * 86_400_000).toISOString();
  const salary = budgetInYen({
    budgetUnit: project.budgetUnit,
    minBudgetMan: project.minBudget === null ? null : project.minBudget.id / 10_000,
    maxBudgetMan: project.maxBudget === null ? null : project.maxBudget.id / 10_000,
    budgetMinAmount: project.budgetMinAmount,
    budgetMaxAmount: project.budgetMaxAmount,
  });
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: project.title,
    description: facts.description,
    datePosted: facts.publishedAt.toISOString(),
    validThrough,
    url: pageUrl,
    employmentType: project.contractType ? EMPLOYMENT_TYPES[project.contractType] : "OTHER",
    hiringOrganization: { "@type": "Organization", name: project.corporation.isMasked ? "かけはし掲載企業" : project.corporation.name },
    ...(project.remoteType === "full_remote" ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "JP" } } : {}),
    ...(project.prefecture
      ? { jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressRegion: project.prefecture.label, addressCountry: "JP" } } }
      : {}),
    ...(salary.min !== null || salary.max !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "JPY",
            value: {
              "@type": "QuantitativeValue",
              unitText: salary.unitText,
              ...(salary.min !== null ? { minValue: salary.min } : {}),
              ...(salary.max !== null ? { maxValue: salary.max } : {}),
            },
          },
        }
      : {}),
  };
}
