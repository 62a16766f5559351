"use client";

import { useState } from "react";

import { VISITOR_VIEWER, type ProViewer } from "../../pro-viewer";
import { buildProProfile } from "../pro-profile-model";
import type { ProProfileEditor, ProProfileFields } from "../pro-profile.schemas";
import { ProProfileCard } from "./pro-profile-card";
import type { ProfileOptions } from "./profile-form-state";

// An orderer who is not the pro: sees the real name, and the company names the pro did not hide.
const ORDERER_VIEWER: ProViewer = { ...VISITOR_VIEWER, userId: 0, isOrderer: true };
const AUDIENCES = [
  { key: "visitor", label: "ログインしていない人", viewer: VISITOR_VIEWER },
  { key: "orderer", label: "発注企業", viewer: ORDERER_VIEWER },
] as const;

const lookup = (list: { id: number; name: string }[]) => {
  const byId = new Map(list.map((o) => [o.id, o.name]));
  return (id: number) => byId.get(id);
};

/** The public card as it will look, redrawn on every keystroke, for visitors (「山田 T.」) or for orderers. */
export function ProfilePreview({ fields, editor, options }: { fields: ProProfileFields; editor: ProProfileEditor; options: ProfileOptions }) {
  const [audience, setAudience] = useState<(typeof AUDIENCES)[number]["key"]>("visitor");
  const viewer = AUDIENCES.find((a) => a.key === audience)!.viewer;
  const lookups = {
    profession: lookup(options.professions),
    skill: lookup(options.skills),
    remoteType: lookup(options.remoteTypes),
    prefecture: lookup(options.prefectures),
  };
  const now = new Date();
  const source = {
    user: { id: editor.userId, ...editor.owner },
    isRealNameVerified: editor.owner.isRealNameVerified,
    jobChangeIntention: editor.owner.jobChangeIntention,
    lastActiveAt: now,
    updatedAt: now,
    fields,
  };
  const profile = buildProProfile(source, lookups, viewer, now);
  return (
    <section aria-labelledby="profile-preview-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5" data-testid="profile-preview">
      <h2 id="profile-preview-title" className="text-base font-bold text-slate-900">
        プレビュー
      </h2>
      <div role="group" aria-label="表示する相手" className="mt-2 inline-flex rounded-md border border-slate-300 p-0.5 text-sm">
        {AUDIENCES.map((a) => (
          <button
            key={a.key}
            type="button"
            aria-pressed={audience === a.key}
            onClick={() => setAudience(a.key)}
            className={`rounded px-3 py-1 ${audience === a.key ? "bg-brand-600 font-bold text-white" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {a.label}
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {audience === "visitor" ? "名は頭文字だけ、職務経歴の企業名は表示されません。" : "実名と、非公開にしていない企業名が表示されます。"}
      </p>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <ProProfileCard profile={profile} headingLevel={3} isCompact />
        {profile.skills.length ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="スキル">
            {profile.skills.slice(0, 8).map((s) => (
              <li key={s.id} className="rounded border border-slate-200 px-2 py-0.5 text-xs text-slate-700">
                {s.name} {s.years === 0 ? "1年未満" : `${s.years}年`}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
