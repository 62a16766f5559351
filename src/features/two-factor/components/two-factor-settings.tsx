"use client";

import { ShieldCheck, ShieldOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { formatJstDate } from "@/lib/format-date";

import type { TwoFactorStatus } from "../two-factor.service";
import { TwoFactorDisableForm } from "./two-factor-disable-form";
import { TwoFactorSetup } from "./two-factor-setup";

const card = "rounded-lg border border-slate-200 bg-white p-5 sm:p-6";

/** 二段階認証's settings: off (and the way to turn it on), or on (the codes left, and the way to turn it off). */
export function TwoFactorSettings({ status, isOperator }: { status: TwoFactorStatus; isOperator: boolean }) {
  const router = useRouter();
  const [isSettingUp, setIsSettingUp] = useState(false);

  if (!status.isEnabled) {
    if (isSettingUp) return <TwoFactorSetup onCancel={() => setIsSettingUp(false)} onDone={() => router.refresh()} />;
    return (
      <section className={card} aria-labelledby="two-factor-state" data-testid="two-factor-off">
        <div className="flex items-start gap-3">
          <ShieldOff aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-slate-400" />
          <div>
            <h2 id="two-factor-state" className="text-lg font-bold text-slate-900">
              二段階認証は設定されていません
            </h2>
            <p className="mt-1 text-sm text-slate-700">設定には、認証アプリを入れたスマートフォンと、現在のパスワードが必要です。5分ほどで終わります。</p>
            {isOperator ? (
              <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                運営コンソールで操作するには、二段階認証の設定と、確認コードでのログインが必要です。
              </p>
            ) : null}
          </div>
        </div>
        <button type="button" onClick={() => setIsSettingUp(true)} className="mt-5 rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
          設定を始める
        </button>
      </section>
    );
  }

  return (
    <>
      <section className={card} aria-labelledby="two-factor-state" data-testid="two-factor-on">
        <div className="flex items-start gap-3">
          <ShieldCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-green-600" />
          <div>
            <h2 id="two-factor-state" className="text-lg font-bold text-slate-900">
              二段階認証は有効です
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {status.enabledAt ? `${formatJstDate(status.enabledAt)}から有効です。` : null}ログインのとき、パスワードのあとに確認コードを入力します。
            </p>
            <p className={`mt-2 text-sm ${status.recoveryCodesLeft <= 3 ? "font-bold text-red-700" : "text-slate-700"}`} data-testid="recovery-codes-left">
              未使用のリカバリーコード: {status.recoveryCodesLeft}個
              {status.recoveryCodesLeft <= 3 ? "（残りわずかです。いったん無効にしてから設定し直すと、新しい10個が発行されます）" : null}
            </p>
          </div>
        </div>
      </section>
      <TwoFactorDisableForm onDone={() => router.refresh()} />
    </>
  );
}
