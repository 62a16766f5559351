"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { ProjectForm, type ProjectFormAction } from "@/features/project-posting/components/project-form";
import type { ProjectFormOptions } from "@/features/project-posting/components/project-form-state";
import type { ProjectDraftFields } from "@/features/project-posting/project-form.schemas";
import { callApi } from "@/platform/api-contract/call-api";

import { OPERATOR_CONSOLE_ENDPOINTS as E } from "../operator-console.endpoints";
import { useConsoleAction } from "./console-action-provider";

type Props = { requestId: number; initial: ProjectDraftFields; options: ProjectFormOptions; today: string };

/** The operator corrects a request with the orderer's own form; the status stays and the audit log keeps what changed. */
export function ConsoleRequestEditor({ requestId, initial, options, today }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const actions: ProjectFormAction[] = [
    {
      key: "save",
      label: "修正を保存する",
      busyLabel: "保存しています…",
      style: "primary",
      payload: "form",
      run: async ({ form }) => {
        const result = await run(() => callApi(E.editRequest, { params: { id: requestId }, body: form }));
        if (!result.ok) return { ok: false, message: result.error.message, issues: result.error.issues };
        toast.success("依頼の内容を修正しました");
        router.push(`/admin/project_requests/${requestId}`);
        return { ok: true };
      },
    },
  ];
  return <ProjectForm initial={initial} options={options} actions={actions} today={today} />;
}
