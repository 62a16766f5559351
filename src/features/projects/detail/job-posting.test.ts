import { describe, expect, it } from "vitest";

import { jobPostingJsonLd } from "./job-posting";
import type { ProjectDetail } from "./project-detail.service";

const project: ProjectDetail = {
  id: 7,
  title: "Reactエンジニア",
  corporation: { id: null, name: "＊＊＊＊＊", isMasked: true },
  budget: { minMan: 60, maxMan: 80, label: "60〜80万円" },
  remoteType: { key: "full_remote", name: "フルリモート" },
  availableTime: { id: 3, name: "週3日（週24〜31h）" },
  prefecture: { id: 13, name: "東京都" },
  contractType: { key: "outsourcing", name: "業務委託" },
  tags: [],
  professions: [],
  skills: [],
  likeCount: 0,
  isLiked: false,
  status: "open",
  publishedAt: "2026-11-01T00:00:00.000Z",
  description: "説明",
  closedAt: null,
  corporationDescription: "",
  related: [],
};

describe("JobPosting JSON-LD", () => {
  it("states a monthly yen salary, remote work, the region and a validThrough 60 days on", () => {
    const ld = jobPostingJsonLd(project, "https://kakehashi.jp/top/projects/7");
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      validThrough: "2026-12-31T00:00:00.000Z",
      employmentType: "CONTRACTOR",
      hiringOrganization: { name: "かけはし掲載企業" },
      jobLocationType: "TELECOMMUTE",
      jobLocation: { address: { addressRegion: "東京都" } },
      baseSalary: { currency: "JPY", value: { unitText: "MONTH", minValue: 600000, maxValue: 800000 } },
    });
  });

  it("a closed project is valid until it closed; no budget means no salary", () => {
    const ld = jobPostingJsonLd({ ...project, status: "closed", closedAt: "2026-11-10T00:00:00.000Z", budget: { minMan: null, maxMan: null, label: "要相談" } }, "u");
    expect(ld.validThrough).toBe("2026-11-10T00:00:00.000Z");
    expect(ld).not.toHaveProperty("baseSalary");
  });
});
