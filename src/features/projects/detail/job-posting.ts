import type { ProjectDetail } from "./project-detail.service";

/**
 * Listings state no deadline, but search engines want one: an open project is taken as valid for
 * 60 days from publication (orderers re-publish to extend), a closed one until it closed.
 */
export const POSTING_VALID_DAYS = 60;

const EMPLOYMENT_TYPES: Record<string, string> = {
  outsourcing: "CONTRACTOR",
  outsourcing_to_fulltime: "CONTRACTOR",
  fulltime: "FULL_TIME",
  fixed_term: "TEMPORARY",
};

/** schema.org JobPosting for a project page; a visitor's page names no corporation, as the page does. */
export function jobPostingJsonLd(project: ProjectDetail, pageUrl: string): Record<string, unknown> {
  const validThrough =
    project.status === "closed"
      ? (project.closedAt ?? project.publishedAt)
      : new Date(new Date(project.publishedAt).getTime() + POSTING_VALID_DAYS * 86_400_000).toISOString();
  const { minMan, maxMan } = project.budget;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: project.title,
    description: project.description,
    datePosted: project.publishedAt,
    validThrough,
    url: pageUrl,
    employmentType: EMPLOYMENT_TYPES[project.contractType?.key ?? ""] ?? "OTHER",
    hiringOrganization: { "@type": "Organization", name: project.corporation.isMasked ? "かけはし掲載企業" : project.corporation.name },
    ...(project.remoteType?.key === "full_remote" ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "JP" } } : {}),
    ...(project.prefecture
      ? { jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressRegion: project.prefecture.name, addressCountry: "JP" } } }
      : {}),
    ...(minMan !== null || maxMan !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "JPY",
            value: {
              "@type": "QuantitativeValue",
              unitText: "MONTH",
              ...(minMan !== null ? { minValue: minMan * 10_000 } : {}),
              ...(maxMan !== null ? { maxValue: maxMan * 10_000 } : {}),
            },
          },
        }
      : {}),
  };
}
