"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { paths } from "@/config/navigation";
import type { ApiResult } from "@/lib/http-client";
import { ProjectStatusBadge } from "@/features/projects/components/project-status-badge";
import { callApi } from "@/platform/api-contract/call-api";

import type { ProjectDraftFields } from "../project-form.schemas";
import { PROJECT_POSTING_ENDPOINTS } from "../project-posting.endpoints";
import { ProjectForm, type FormActionResult, type ProjectFormAction } from "./project-form";
import type { ProjectFormOptions } from "./project-form-state";

const E = PROJECT_POSTING_ENDPOINTS;

const outcome = (result: ApiResult<unknown>): FormActionResult => (result.ok ? { ok: true } : { ok: false, message: result.error.message, issues: result.error.issues });

const PUBLISH_CONFIRM = {
  title: "この内容で公開しますか？",
  message: "公開するとすぐに案件検索に表示され、プロが閲覧・応募できるようになります。公開後も内容は編集できます。",
  confirmLabel: "公開する",
};

type Common = { initial: ProjectDraftFields; options: ProjectFormOptions; today: string };

/** /projects/new (and ?draft={id}): a paid plan's new posting, saved as a draft or published at once. */
export function NewProjectEditor({ initial, options, today, draftId: initialDraftId }: Common & { draftId: number | null }) {
  const router = useRouter();
  const [draftId, setDraftId] = useState(initialDraftId);
  const actions: ProjectFormAction[] = [
    {
      key: "draft",
      label: "下書き保存",
      busyLabel: "保存しています…",
      style: "secondary",
      payload: "draft",
      run: async ({ draft }) => {
        const result = draftId === null ? await callApi(E.saveDraft, { body: draft }) : await callApi(E.updateDraft, { params: { id: draftId }, body: draft });
        if (result.ok) {
          setDraftId(result.data.id);
          // The address names the draft, so a reload or a bookmark continues it.
          if (draftId === null) window.history.replaceState(null, "", `${paths.newProject()}?draft=${result.data.id}`);
          toast.success("下書きを保存しました");
        }
        return outcome(result);
      },
    },
    {
      key: "publish",
      label: "公開する",
      busyLabel: "公開しています…",
      style: "primary",
      payload: "form",
      confirm: PUBLISH_CONFIRM,
      run: async ({ form }) => {
        const result = draftId === null ? await callApi(E.publish, { body: form }) : await callApi(E.publishDraft, { params: { id: draftId }, body: form });
        if (result.ok) {
          toast.success("案件を公開しました。案件検索にも表示されています");
          router.push(result.data.path);
        }
        return outcome(result);
      },
    },
  ];
  const status = draftId === null ? null : <p className="text-sm text-slate-600">下書きを編集中です（公開するまでプロには表示されません）。</p>;
  return <ProjectForm initial={initial} options={options} actions={actions} today={today} status={status} />;
}

/** /projects/{id}/edit: a published project's 保存, 募集終了 or 再開, and 複製. */
export function EditProjectEditor({ initial, options, today, projectId, isOpen: initiallyOpen }: Common & { projectId: number; isOpen: boolean }) {
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const params = { id: projectId };
  const actions: ProjectFormAction[] = [
    {
      key: "save",
      label: "保存",
      busyLabel: "保存しています…",
      style: "primary",
      payload: "form",
      run: async ({ form }) => {
        const result = await callApi(E.edit, { params, body: form });
        if (result.ok) toast.success("案件を保存しました。公開ページに反映されています");
        return outcome(result);
      },
    },
    isOpen
      ? {
          key: "close",
          label: "募集終了にする",
          busyLabel: "処理しています…",
          style: "danger",
          payload: "none",
          confirm: {
            title: "募集を終了しますか？",
            message: "案件ページは「募集終了」と表示され、新しい応募を受け付けなくなります。あとから募集を再開できます。",
            confirmLabel: "募集終了にする",
          },
          run: async () => {
            const result = await callApi(E.close, { params });
            if (result.ok) {
              setIsOpen(false);
              toast.success("募集を終了しました");
            }
            return outcome(result);
          },
        }
      : {
          key: "reopen",
          label: "募集を再開する",
          busyLabel: "処理しています…",
          style: "secondary",
          payload: "none",
          run: async () => {
            const result = await callApi(E.reopen, { params });
            if (result.ok) {
              setIsOpen(true);
              toast.success("募集を再開しました");
            }
            return outcome(result);
          },
        },
    {
      key: "duplicate",
      label: "複製する",
      busyLabel: "複製しています…",
      style: "secondary",
      payload: "none",
      run: async () => {
        const result = await callApi(E.duplicate, { params });
        if (result.ok) {
          toast.success("複製した下書きを開きました");
          router.push(`${paths.newProject()}?draft=${result.data.id}`);
        }
        return outcome(result);
      },
    },
  ];
  const status = (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <ProjectStatusBadge isOpen={isOpen} testId="project-edit-status" />
      <Link href={`/top/projects/${projectId}`} className="text-brand-700 underline">
        公開ページを見る
      </Link>
    </p>
  );
  return <ProjectForm initial={initial} options={options} actions={actions} today={today} status={status} />;
}
