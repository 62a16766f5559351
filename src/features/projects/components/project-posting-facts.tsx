import type { ProjectDetail } from "../detail/project-detail.schemas";

type PostingFacts = Pick<ProjectDetail, "welcomeSkills" | "openings" | "startsOn" | "applicationClosesOn" | "screeningSteps" | "minHoursPerWeek">;

/** 2027-01-04 → 2027年1月4日 (a calendar day as stored, no time zone to convert). */
function dayLabel(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${year}年${month}月${date}日`;
}

/** What the orderer states about the posting itself (issue 14): openings, dates, hours, welcome skills, 選考フロー (headings at the article's subheading level). */
export function ProjectPostingFacts({ project, headingLevel }: { project: PostingFacts; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const rows: [string, string][] = [
    ["募集人数", `${project.openings}名`],
    ["稼働開始日", project.startsOn ? dayLabel(project.startsOn) : "即日・相談"],
    ["応募締切日", project.applicationClosesOn ? dayLabel(project.applicationClosesOn) : "定員になり次第終了"],
  ];
  if (project.minHoursPerWeek !== null) rows.push(["最低稼働時間", `週${project.minHoursPerWeek}時間〜`]);
  return (
    <section aria-label="募集要項" className="mt-6 space-y-4" data-testid="project-posting-facts">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex gap-4">
            <dt className="w-24 shrink-0 text-slate-500">{term}</dt>
            <dd className="font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {project.welcomeSkills.length ? (
        <div className="text-sm">
          <Heading className="font-bold text-slate-900">歓迎スキル</Heading>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {project.welcomeSkills.map((s) => (
              <li key={s.id} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {s.label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {project.screeningSteps.length ? (
        <div className="text-sm">
          <Heading className="font-bold text-slate-900">選考フロー</Heading>
          <ol className="mt-2 flex flex-wrap items-center gap-1.5" data-testid="screening-steps">
            {project.screeningSteps.map((step, index) => (
              <li key={index} className="flex items-center gap-1.5">
                {index > 0 ? (
                  <span aria-hidden="true" className="text-slate-400">
                    →
                  </span>
                ) : null}
                <span className="rounded border border-slate-200 px-2 py-0.5 text-slate-800">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
