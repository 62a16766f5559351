"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";

import type { ApiResult } from "@/lib/http-client";
import { ProjectForm, type FormActionResult, type ProjectFormAction } from "@/features/project-posting/components/project-form";
import type { ProjectFormOptions } from "@/features/project-posting/components/project-form-state";
import type { ProjectDraftFields } from "@/features/project-posting/project-form.schemas";
import { callApi } from "@/platform/api-contract/call-api";

import { PROJECT_REQUESTS_ENDPOINTS as E } from "../project-requests.endpoints";

const outcome = (result: ApiResult<unknown>): FormActionResult => (result.ok ? { ok: true } : { ok: false, message: result.error.message, issues: result.error.issues });

const SUBMIT_CONFIRM = {
  title: "この内容で掲載を依頼しますか？",
  message: "運営が内容を確認し、原則2営業日以内に掲載するか、修正のお願いをお送りします。審査が始まるまでは内容を直せます。",
  confirmLabel: "依頼を送る",
};

type Props = { initial: ProjectDraftFields; options: ProjectFormOptions; today: string; requestId: number | null };

/**
 * The free plan's way to post (S-BAR-8): the same form as a paid plan's, sent to the operator as a
 * request (申請中) — new at /project_requests/new, or a 申請中 / 差し戻し request corrected and sent again.
 */
export function ProjectRequestEditor({ initial, options, today, requestId }: Props) {
  const router = useRouter();
  const isResubmission = requestId !== null;
  const actions: ProjectFormAction[] = [
    {
      key: "submit",
      label: isResubmission ? "修正して再申請する" : "掲載を依頼する",
      busyLabel: "送信しています…",
      style: "primary",
      payload: "form",
      confirm: SUBMIT_CONFIRM,
      run: async ({ form }) => {
        const result = isResubmission ? await callApi(E.resubmit, { params: { id: requestId }, body: form }) : await callApi(E.submit, { body: form });
        if (result.ok) {
          toast.success(isResubmission ? "再申請しました。運営の確認をお待ちください" : "掲載を依頼しました。運営の確認をお待ちください");
          router.push(`/project_requests/${result.data.projectRequest.id}`);
        }
        return outcome(result);
      },
    },
  ];
  return <ProjectForm initial={initial} options={options} actions={actions} today={today} />;
}
