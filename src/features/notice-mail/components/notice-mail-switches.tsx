"use client";

import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";

import { NOTICE_MAIL_ENDPOINTS } from "../notice-mail.endpoints";
import type { NoticeMailSettings } from "../notice-mail-settings.schemas";

const DESCRIPTIONS: Record<string, string> = {
  scout: "企業からスカウトが届いたとき",
  application: "あなたの企業の案件に応募があったとき",
  message: "メッセージが届いたとき",
  news: "キャンペーンや新機能など、運営からのお知らせ",
};

/** One switch per category (role="switch": Space toggles it); each change is saved at once. */
export function NoticeMailSwitches({ initial }: { initial: NoticeMailSettings }) {
  const [settings, setSettings] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);

  async function toggle(category: NoticeMailSettings["categories"][number]["category"], isEnabled: boolean, label: string) {
    setPending(category);
    const result = await callApi(NOTICE_MAIL_ENDPOINTS.changeSettings, { body: { enabled: { [category]: isEnabled } } });
    setPending(null);
    if (!result.ok) return void toast.error(result.error.message);
    setSettings(result.data);
    toast.success(`${label}のメールを${isEnabled ? "受け取る" : "停止する"}ように設定しました`);
  }

  return (
    <ul className="divide-y divide-slate-200">
      {settings.categories.map(({ category, label, isEnabled }) => {
        const labelId = `notice-${category}-label`;
        return (
          <li key={category} className="flex items-center justify-between gap-4 py-4">
            <span className="min-w-0">
              <span id={labelId} className="block font-bold text-slate-900">
                {label}
              </span>
              <span className="mt-0.5 block text-sm text-slate-600">{DESCRIPTIONS[category]}</span>
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={isEnabled}
              aria-labelledby={labelId}
              disabled={pending === category}
              onClick={() => toggle(category, !isEnabled, label)}
              className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:opacity-60 ${isEnabled ? "bg-brand-600" : "bg-slate-400"}`}
            >
              <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${isEnabled ? "translate-x-6" : "translate-x-1"}`} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
