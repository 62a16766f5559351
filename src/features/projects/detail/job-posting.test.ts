import { describe, expect, it } from "vitest";

import type { ProjectSummary } from "../project-summary.schemas";
import { jobPostingJsonLd } from "./job-posting";
import { JobPostingSchema } from "./project-detail.schemas";

const project: ProjectSummary = {
  id: 7,
  title: "Reactエンジニア",
  state: "opened",
  contractType: "outsourcing",
  contractTypeLabel: "業務委託",
  createdAt: "2026-11-01T09:00:00+09:00",
  minBudget: { id: 600_000, label: "60万" },
  maxBudget: { id: 800_000, label: "80万" },
  budgetLabel: "60〜80万円",
  budgetUnit: "monthly",
  budgetMinAmount: null,
  budgetMaxAmount: null,
  remoteType: "full_remote",
  remoteTypeLabel: "フルリモート",
  projectAvailableTime: { id: 3, label: "週3日（週24〜31h）" },
  minWorkingHoursLabel: "週24h",
  prefecture: { id: 13, label: "東京都" },
  tags: [],
  professions: [],
  requiredSkills: [],
  corporation: { id: null, name: "＊＊＊＊＊", logoUrl: null, isMasked: true },
  likeCount: 0,
  isLiked: false,
};
const facts = { description: "説明", publishedAt: new Date("2026-11-01T00:00:00.000Z"), closedAt: null };

describe("JobPosting JSON-LD", () => {
  it("states a monthly yen salary, remote work, the region and a validThrough 60 days on", () => {
    const ld = jobPostingJsonLd(project, facts, "https://kakehashi.jp/top/projects/7");
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      datePosted: "2026-11-01T00:00:00.000Z",
      validThrough: "2026-12-31T00:00:00.000Z",
      employmentType: "CONTRACTOR",
      hiringOrganization: { name: "かけはし掲載企業" },
      jobLocationType: "TELECOMMUTE",
      jobLocation: { address: { addressRegion: "東京都" } },
      baseSalary: { currency: "JPY", value: { unitText: "MONTH", minValue: 600000, maxValue: 800000 } },
    });
    expect(JobPostingSchema.strict().parse(ld)).toEqual(ld);
  });

  it("a closed project is valid until it closed; no budget means no salary", () => {
    const closed = { ...project, state: "closed" as const, minBudget: null, maxBudget: null, budgetLabel: "要相談" };
    const ld = jobPostingJsonLd(closed, { ...facts, closedAt: new Date("2026-11-10T00:00:00.000Z") }, "u");
    expect(ld.validThrough).toBe("2026-11-10T00:00:00.000Z");
    expect(ld).not.toHaveProperty("baseSalary");
  });

  it("names the employment type from the contract type, and a member's page names the corporation", () => {
    const ld = jobPostingJsonLd({ ...project, contractType: "full_time", corporation: { id: 3, name: "株式会社かけはし", logoUrl: null, isMasked: false } }, facts, "u");
    expect(ld.employmentType).toBe("FULL_TIME");
    expect(ld.hiringOrganization.name).toBe("株式会社かけはし");
    expect(jobPostingJsonLd({ ...project, contractType: null }, facts, "u").employmentType).toBe("OTHER");
  });

  it("issue 14: an hourly budget is HOUR in yen as entered, an annual one YEAR (年収 万円 × 10,000)", () => {
    const hourly = { ...project, budgetUnit: "hourly" as const, budgetMinAmount: 3000, budgetMaxAmount: 4000, budgetLabel: "時給 3,000〜4,000円" };
    expect(jobPostingJsonLd(hourly, facts, "u").baseSalary?.value).toEqual({ "@type": "QuantitativeValue", unitText: "HOUR", minValue: 3000, maxValue: 4000 });
    const annual = { ...project, contractType: "full_time" as const, budgetUnit: "annual" as const, budgetMinAmount: 600, budgetMaxAmount: null };
    const ld = jobPostingJsonLd(annual, facts, "u");
    expect(ld.baseSalary?.value).toEqual({ "@type": "QuantitativeValue", unitText: "YEAR", minValue: 6_000_000 });
    expect(JobPostingSchema.strict().parse(ld)).toEqual(ld);
  });
});
