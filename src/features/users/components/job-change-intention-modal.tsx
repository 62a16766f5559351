"use client";

import { usePathname } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { toast } from "sonner";

import type { JobChangeIntention } from "@/db/schema/user-values";
import { callApi } from "@/platform/api-contract/call-api";
import { Dialog } from "@/ui/dialog";
import { FormAlert } from "@/ui/form-alert";

import { ME_ENDPOINTS } from "../me.endpoints";
import { useCurrentUser } from "./current-user-provider";
import { JobChangeIntentionChoices } from "./job-change-intention-choices";

const noSubscription = () => () => {};

/** 「あとで」 hides the question for this browser session only (sessionStorage), not for good. */
const LATER_KEY = "kakehashi.jobChangeIntention.later";

/**
 * Pages where the question would be in the way: the account's own steps (the welcome after sign-up,
 * an e-mailed link's page, login and password reset — each leads on to the site, where it is asked)
 * the settings page that asks the same thing in full, and the developer's pages (/dev/mailbox).
 */
const QUIET_PREFIXES = ["/signup/", "/email_verification", "/email_change", "/password_resets", "/login", "/mypage/config/intention", "/dev/"];
const isQuietPage = (pathname: string) => QUIET_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * The one-time question /me's modalStates.jobChangeIntention asks for (S-ME-2): a pro who never
 * answered sees it after logging in, answers it, or puts it off until the next browser session.
 */
export function JobChangeIntentionModal() {
  const { user, replaceUser } = useCurrentUser();
  const pathname = usePathname();
  const isAsked = Boolean(user?.modalStates.jobChangeIntention) && !isQuietPage(pathname);
  // Read in the browser only (the server renders it closed); nothing else writes the key, so no subscription.
  const wasPutOff = useSyncExternalStore(
    noSubscription,
    () => window.sessionStorage.getItem(LATER_KEY) === "1",
    () => true,
  );
  const [isClosed, setIsClosed] = useState(false);
  const [value, setValue] = useState<JobChangeIntention | null>(null);
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  function putOff() {
    window.sessionStorage.setItem(LATER_KEY, "1");
    setIsClosed(true);
  }

  async function answer() {
    if (!value) return setError("転職意向を選択してください");
    setIsSaving(true);
    const result = await callApi(ME_ENDPOINTS.changeJobChangeIntention, { body: { jobChangeIntention: value } });
    setIsSaving(false);
    if (!result.ok) return setError(result.error.message);
    replaceUser(result.data);
    setIsClosed(true);
    toast.success("転職意向を保存しました。設定からいつでも変更できます");
  }

  if (!isAsked) return null;
  return (
    <Dialog isOpen={!wasPutOff && !isClosed} onClose={putOff} title="転職意向を教えてください" testId="job-change-intention-modal">
      <div className="space-y-4 px-5 py-5">
        <p className="text-sm text-slate-700">プロフィールに表示され、企業があなたに声をかけるときの参考になります。設定からいつでも変更できます。</p>
        <FormAlert message={error} />
        <JobChangeIntentionChoices name="jobChangeIntentionModal" value={value} onChange={setValue} legend="現在の転職意向" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={putOff} className="rounded-md border border-slate-300 px-4 py-2 font-bold text-slate-700 hover:bg-slate-50">
            あとで
          </button>
          <button
            type="button"
            onClick={answer}
            disabled={isSaving}
            className="rounded-md bg-brand-600 px-6 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {isSaving ? "保存しています…" : "回答する"}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
