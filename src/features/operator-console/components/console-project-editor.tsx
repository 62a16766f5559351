"use client";

import { useRouter } from "next/navigation";
import { useRef } from "react";
import { toast } from "sonner";

import { ProjectForm, type ProjectFormAction } from "@/features/project-posting/components/project-form";
import type { ProjectFormOptions } from "@/features/project-posting/components/project-form-state";
import type { ProjectDraftFields } from "@/features/project-posting/project-form.schemas";
import { callApi } from "@/platform/api-contract/call-api";

import { CONSOLE_PROJECTS_ENDPOINTS as E } from "../projects/console-projects.endpoints";
import { useConsoleAction } from "./console-action-provider";

type Props = { projectId: number; initial: ProjectDraftFields; options: ProjectFormOptions; today: string };

/** The operator edits any project with the orderer's own form, and says why: the corporation reads the note. */
export function ConsoleProjectEditor({ projectId, initial, options, today }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const actions: ProjectFormAction[] = [
    {
      key: "save",
      label: "修正を保存する",
      busyLabel: "保存しています…",
      style: "primary",
      payload: "form",
      run: async ({ form }) => {
        const note = noteRef.current?.value ?? "";
        const result = await run(() => callApi(E.edit, { params: { id: projectId }, body: { form, note } }));
        if (!result.ok) {
          const issues = result.error.issues?.map((issue) => ({ ...issue, path: issue.path.replace(/^form\./, "") }));
          if (issues?.some((issue) => issue.path === "note")) noteRef.current?.focus();
          return { ok: false, message: result.error.message, issues };
        }
        toast.success("案件を修正しました");
        router.push(`/admin/projects?q=${projectId}`);
        return { ok: true };
      },
    },
  ];
  return (
    <div className="space-y-6">
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
        <label htmlFor="operator-note" className="block text-sm font-bold text-amber-900">
          修正の理由（企業の担当者に表示されます・必須）
        </label>
        <textarea
          id="operator-note"
          ref={noteRef}
          rows={3}
          maxLength={1000}
          required
          className="mt-2 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
        />
      </div>
      <ProjectForm initial={initial} options={options} actions={actions} today={today} />
    </div>
  );
}
