"use client";

import { useId, useRef, useState, type ChangeEvent } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "@/platform/uploads/image-rules";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { CORPORATION_PROFILE_ENDPOINTS } from "../corporation-profile.endpoints";
import { CorporationLogo } from "./corporation-logo";

/**
 * The company logo (owner and admin): choose a file (the native input, so keyboards and screen
 * readers know it), upload, or delete after a confirmation. The server checks and re-encodes it.
 */
export function CorporationLogoSettings({ initialUrl }: { initialUrl: string | null }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);

  async function handleChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setError(undefined);
    if (!file) return;
    // Said at once instead of after sending megabytes; the server refuses it anyway.
    if (file.size > IMAGE_MAX_BYTES) return setError(IMAGE_TOO_LARGE_MESSAGE);
    setIsBusy(true);
    const result = await callApi(CORPORATION_PROFILE_ENDPOINTS.uploadLogo, { body: file });
    setIsBusy(false);
    if (inputRef.current) inputRef.current.value = "";
    if (!result.ok) return setError(result.error.message);
    setUrl(result.data.logoUrl);
    toast.success("ロゴを変更しました");
  }

  async function handleDelete() {
    setIsBusy(true);
    const result = await callApi(CORPORATION_PROFILE_ENDPOINTS.removeLogo);
    setIsBusy(false);
    setConfirmingDelete(false);
    if (!result.ok) return setError(result.error.message);
    setUrl(null);
    toast.success("ロゴを削除しました");
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-5">
        <CorporationLogo url={url} testId="settings-logo" />
        <div className="space-y-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={handleChoose}
            aria-describedby={`${inputId}-hint`}
            disabled={isBusy}
            className="peer sr-only"
          />
          <div className="flex flex-wrap gap-3">
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-bold text-slate-700 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
            >
              {isBusy ? "アップロードしています…" : url ? "ロゴを変更する" : "ロゴを登録する"}
            </label>
            {url ? (
              <button
                type="button"
                onClick={() => setConfirmingDelete(true)}
                disabled={isBusy}
                className="rounded-md px-3 py-2 text-sm font-bold text-red-700 hover:bg-red-50"
              >
                削除する
              </button>
            ) : null}
          </div>
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            JPEG・PNG・WebP形式、5MBまで。正方形の白い背景に収めて表示します。
          </p>
        </div>
      </div>
      <FormAlert message={error} />
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title="ロゴを削除しますか？"
        message="企業ページと案件ページのロゴが表示されなくなります。"
        confirmLabel="削除する"
        busyLabel="削除しています…"
        isBusy={isBusy}
        onConfirm={handleDelete}
      />
    </div>
  );
}
