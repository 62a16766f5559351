"use client";

import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { toast } from "sonner";

import { useCurrentUser } from "@/features/users/components/current-user-provider";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { AVATAR_ENDPOINTS } from "../avatar.endpoints";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE } from "../avatar-rules";
import { AvatarPicture } from "./avatar-picture";

/**
 * プロフィール画像: the current avatar, a file to choose (the native input: keyboard and screen
 * readers know it), its preview, upload and delete. The top bar changes at once through the shared
 * current user; the server checks and re-encodes whatever is sent.
 */
export function AvatarSettings({ initialUrl, lastName }: { initialUrl: string | null; lastName: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { user, replaceUser } = useCurrentUser();
  const [currentUrl, setCurrentUrl] = useState(initialUrl);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  function showAvatar(url: string | null) {
    setCurrentUrl(url);
    if (user) replaceUser({ ...user, userProfileImage: url });
  }

  function handleChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setError(undefined);
    setFile(null);
    setPreviewUrl(null);
    if (!chosen) return;
    // Said at once instead of after sending megabytes; the server refuses it anyway.
    if (chosen.size > AVATAR_MAX_BYTES) return setError(AVATAR_TOO_LARGE_MESSAGE);
    setFile(chosen);
    setPreviewUrl(URL.createObjectURL(chosen));
  }

  async function handleUpload() {
    if (!file) return;
    setIsBusy(true);
    setError(undefined);
    const result = await callApi(AVATAR_ENDPOINTS.upload, { body: file });
    setIsBusy(false);
    if (!result.ok) return setError(result.error.message);
    showAvatar(result.data.userProfileImage);
    setFile(null);
    setPreviewUrl(null);
    if (inputRef.current) inputRef.current.value = "";
    toast.success("プロフィール画像を変更しました");
  }

  async function handleDelete() {
    setIsBusy(true);
    const result = await callApi(AVATAR_ENDPOINTS.remove);
    setIsBusy(false);
    setConfirmingDelete(false);
    if (!result.ok) return setError(result.error.message);
    showAvatar(null);
    toast.success("プロフィール画像を削除しました");
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-6">
        <figure className="text-center">
          <AvatarPicture url={currentUrl} lastName={lastName} testId="current-avatar" />
          <figcaption className="mt-2 text-xs text-slate-600">現在の画像</figcaption>
        </figure>
        {previewUrl ? (
          <figure className="text-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) of the chosen file */}
            <img src={previewUrl} alt="選んだ画像のプレビュー" className="h-24 w-24 rounded-full object-cover ring-2 ring-brand-600" />
            <figcaption className="mt-2 text-xs text-slate-600">プレビュー</figcaption>
          </figure>
        ) : null}
      </div>
      <FormAlert message={error} />
      <div>
        {/* The native input keeps the keyboard and screen readers' behaviour; the label is its visible button in Japanese. */}
        <input ref={inputRef} id={inputId} type="file" accept={AVATAR_ACCEPT} onChange={handleChoose} aria-describedby={`${inputId}-hint`} className="peer sr-only" />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-bold text-slate-700 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
        >
          画像を選ぶ
        </label>
        <span className="ml-3 text-sm text-slate-600" aria-live="polite">
          {file ? file.name : "選択されていません"}
        </span>
        <p id={`${inputId}-hint`} className="mt-2 text-xs text-slate-600">
          JPEG・PNG・WebP形式、5MBまで。正方形に切り抜いて表示します。撮影場所などの情報（EXIF）は削除して保存します。
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={handleUpload}
          disabled={!file || isBusy}
          className="rounded-md bg-brand-600 px-6 py-2.5 font-bold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {isBusy && file ? "アップロードしています…" : "この画像にする"}
        </button>
        {currentUrl ? (
          <button
            type="button"
            onClick={() => setConfirmingDelete(true)}
            disabled={isBusy}
            className="rounded-md border border-slate-300 px-6 py-2.5 font-bold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
          >
            画像を削除する
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title="プロフィール画像を削除しますか？"
        message="削除すると、お名前の頭文字が表示されます。あとから新しい画像を設定できます。"
        confirmLabel="削除する"
        busyLabel="削除しています…"
        isBusy={isBusy}
        onConfirm={handleDelete}
      />
    </div>
  );
}
