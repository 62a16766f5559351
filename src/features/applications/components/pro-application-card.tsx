import Link from "next/link";

import { formatJstDate } from "@/lib/format-date";

import type { ProApplication } from "../applications.schemas";
import { WithdrawApplicationButton } from "./withdraw-application-button";

const STATUS_TONES: Record<ProApplication["status"], string> = {
  applied: "bg-sky-100 text-sky-900",
  in_talks: "bg-amber-100 text-amber-900",
  meeting: "bg-violet-100 text-violet-900",
  hired: "bg-green-100 text-green-900",
  declined: "bg-slate-200 text-slate-700",
  withdrawn: "bg-slate-200 text-slate-700",
};

/**
 * One application in the pro's 案件管理: the project, where it stands, and what comes next; with the
 * agreed meeting's time when there is one (the conversation's meetings, issue 16).
 */
export function ProApplicationCard({ application, meetingLabel }: { application: ProApplication; meetingLabel?: string | undefined }) {
  const { project } = application;
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5" data-testid="pro-application">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_TONES[application.status]}`} data-testid="application-status">
          {application.statusLabel}
        </span>
        {application.isReplyLate ? <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800">返信待ちが長くなっています</span> : null}
        {project.isClosed ? <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600">募集終了</span> : null}
        <span className="ml-auto text-xs text-slate-500">応募日 {formatJstDate(application.createdAt)}</span>
      </div>
      <h3 className="mt-2 font-bold text-slate-900">
        <Link href={project.path} className="hover:underline">
          {project.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {project.corporationName}・{project.budgetLabel}
        {application.desiredRate ? `・希望 ${application.desiredRate.label}` : ""}
      </p>
      {application.lastMessage ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="application-last-message">
          <span className="mr-2 text-xs text-slate-500">
            {formatJstDate(application.lastMessage.sentAt)} {application.lastMessage.isFromMe ? "あなた" : project.corporationName}
          </span>
          {application.lastMessage.excerpt}
        </p>
      ) : null}
      {meetingLabel ? (
        <p className="mt-3 text-sm font-bold text-violet-800" data-testid="application-meeting">
          商談 {meetingLabel}
        </p>
      ) : null}
      <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800" data-testid="application-next-step">
        {application.nextStep}
      </p>
      {application.closingMessage ? <p className="mt-2 text-sm whitespace-pre-line text-slate-600">「{application.closingMessage}」</p> : null}
      {application.canWithdraw ? (
        <div className="mt-3 flex justify-end">
          <WithdrawApplicationButton applicationId={application.id} projectTitle={project.title} />
        </div>
      ) : null}
    </article>
  );
}
