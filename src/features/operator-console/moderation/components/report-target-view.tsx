import Link from "next/link";
import type { ReactNode } from "react";

import { formatJstDateTime } from "@/lib/format-date";

import type { ModerationTarget } from "../console-moderation.schemas";

const linkClass = "text-brand-700 underline";
const when = (iso: string) => formatJstDateTime(new Date(iso));

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-bold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** A profile's or a project's own words, whole, as plain text (user text is never HTML). */
function LongText({ text }: { text: string }) {
  if (text === "") return <>—</>;
  return <p className="rounded-md bg-slate-50 p-2 break-words whitespace-pre-wrap">{text}</p>;
}

type Line = { id: number; senderName: string; sentAt: string; body: string; isHidden: boolean };

/** One message as text (never HTML), with who and when; the reported one stands out. */
function MessageLine({ line, isReported = false }: { line: Line; isReported?: boolean }) {
  return (
    <li
      className={`rounded-md border px-3 py-2 text-sm ${isReported ? "border-rose-300 bg-rose-50" : "border-slate-200 bg-white"}`}
      data-testid={isReported ? "reported-message" : undefined}
    >
      <p className="text-xs text-slate-600">
        {line.senderName}・{when(line.sentAt)}
        {line.isHidden ? <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 font-bold text-slate-700">非表示</span> : null}
        {isReported ? <span className="ml-2 font-bold text-rose-800">通報されたメッセージ</span> : null}
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{line.body === "" ? "（ファイルのみ）" : line.body}</p>
    </li>
  );
}

function MessageTarget({ target }: { target: Extract<ModerationTarget, { type: "message" }> }) {
  if (!target.message || !target.room) return <p className="text-sm text-slate-600">このメッセージは削除されています。</p>;
  const { room } = target;
  return (
    <div className="space-y-4">
      <Facts>
        <Fact label="案件">
          <Link href={`/top/projects/${room.project.id}`} className={linkClass}>
            {room.project.title}
          </Link>
        </Fact>
        <Fact label="企業">
          <Link href={`/admin/corporations/${room.corporation.id}`} className={linkClass}>
            {room.corporation.name}
          </Link>
        </Fact>
        <Fact label="プロ">
          <Link href={`/admin/users/${room.pro.id}`} className={linkClass}>
            {room.pro.name}
          </Link>
        </Fact>
        {target.message.senderUserId !== null ? (
          <Fact label="送信者">
            <Link href={`/admin/users/${target.message.senderUserId}`} className={linkClass}>
              {target.message.senderName}
            </Link>
          </Fact>
        ) : null}
      </Facts>
      <section aria-labelledby="conversation-heading">
        <h3 id="conversation-heading" className="text-sm font-bold text-slate-800">
          直前のやり取り（{target.previous.length}件）と通報されたメッセージ
        </h3>
        <ol className="mt-2 space-y-2">
          {target.previous.map((line) => (
            <MessageLine key={line.id} line={line} />
          ))}
          <MessageLine line={target.message} isReported />
        </ol>
      </section>
    </div>
  );
}

function ProfileTarget({ target }: { target: Extract<ModerationTarget, { type: "profile" }> }) {
  const { profile } = target;
  if (!profile) return <p className="text-sm text-slate-600">このプロフィールは削除されています。</p>;
  return (
    <Facts>
      <Fact label="プロ">
        <Link href={`/top/pros/${profile.userId}`} className={linkClass}>
          {profile.name}
        </Link>
        （{profile.email}）
      </Fact>
      <Fact label="公開設定">
        {profile.isPublic ? "公開" : "非公開"}
        {profile.isActive ? "" : "・退会済み"}
      </Fact>
      <Fact label="キャッチコピー">{profile.headline || "—"}</Fact>
      <Fact label="自己紹介">
        <LongText text={profile.bio} />
      </Fact>
      <Fact label="アカウント">
        <Link href={`/admin/users/${profile.userId}`} className={linkClass}>
          ユーザーの詳細（利用停止はこちら）
        </Link>
      </Fact>
    </Facts>
  );
}

function ProjectTarget({ target }: { target: Extract<ModerationTarget, { type: "project" }> }) {
  const { project } = target;
  if (!project) return <p className="text-sm text-slate-600">この案件は削除されています。</p>;
  return (
    <Facts>
      <Fact label="案件">
        <Link href={`/top/projects/${project.id}`} className={linkClass}>
          {project.title}
        </Link>
      </Fact>
      <Fact label="企業">
        <Link href={`/admin/corporations/${project.corporation.id}`} className={linkClass}>
          {project.corporation.name}
        </Link>
      </Fact>
      <Fact label="状態">{project.status === "open" ? "公開中" : project.closeReason === "operator" ? "掲載終了（運営）" : "募集終了"}</Fact>
      <Fact label="内容">
        <LongText text={project.description} />
      </Fact>
      {project.operatorNote ? <Fact label="運営からのメモ">{project.operatorNote}</Fact> : null}
      <Fact label="管理">
        <Link href={`/admin/projects/${project.id}/edit`} className={linkClass}>
          運営として編集する
        </Link>
      </Fact>
    </Facts>
  );
}

/** A report's target whole (issue 18): a message in its room with what came before, a profile, or a project. */
export function ReportTargetView({ target }: { target: ModerationTarget }) {
  if (target.type === "message") return <MessageTarget target={target} />;
  if (target.type === "profile") return <ProfileTarget target={target} />;
  return <ProjectTarget target={target} />;
}
