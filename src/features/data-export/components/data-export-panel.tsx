"use client";

import { Download } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { formatJstDateTime } from "@/lib/format-date";
import { callApi, pathOf } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { DATA_EXPORT_ENDPOINTS } from "../data-export.endpoints";
import type { DataExportSummary } from "../data-export.schemas";

const at = (iso: string) => formatJstDateTime(new Date(iso));

/** How often the page asks again while an export is being prepared. */
const REFRESH_MS = 4_000;

function formatSize(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** データを準備する, and the exports with their state; while one is pending the page refreshes itself. */
export function DataExportPanel({ exports }: { exports: DataExportSummary[] }) {
  const router = useRouter();
  const [isRequesting, setRequesting] = useState(false);
  const [error, setError] = useState<string>();
  const hasPending = exports.some((e) => e.status === "pending");

  useEffect(() => {
    if (!hasPending) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [hasPending, router]);

  async function requestExport() {
    setRequesting(true);
    setError(undefined);
    const result = await callApi(DATA_EXPORT_ENDPOINTS.request);
    setRequesting(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    router.refresh();
  }

  return (
    <div className="space-y-5">
      <FormAlert message={error} />
      <button
        type="button"
        onClick={() => void requestExport()}
        disabled={isRequesting || hasPending}
        className="w-full rounded-md bg-brand-600 px-6 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        {isRequesting ? "受け付けています…" : "データを準備する"}
      </button>
      {exports.length === 0 ? (
        <p className="text-sm text-slate-600">準備したデータはまだありません。</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="準備したデータ" aria-live="polite">
          {exports.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center" data-testid="data-export-row">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-bold text-slate-900">{at(item.requestedAt)} に依頼</p>
                {item.status === "pending" ? (
                  <p className="mt-1 text-slate-700" role="status">
                    作成しています。数分で完了します。
                  </p>
                ) : null}
                {item.status === "ready" && item.expiresAt ? (
                  <p className="mt-1 text-slate-600">
                    準備完了（{formatSize(item.byteSize)}）・{at(item.expiresAt)} までダウンロードできます
                  </p>
                ) : null}
                {item.status === "failed" ? <p className="mt-1 text-red-700">準備できませんでした。お手数ですが、もう一度お試しください。</p> : null}
              </div>
              {item.status === "ready" ? (
                // A plain link: the browser saves the attachment the server names (kakehashi-data-YYYYMMDD.json).
                <a
                  href={pathOf(DATA_EXPORT_ENDPOINTS.download, { id: item.id })}
                  download
                  className="inline-flex items-center justify-center gap-2 self-start rounded-md border border-brand-600 px-4 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50 sm:self-center"
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  ダウンロード
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
