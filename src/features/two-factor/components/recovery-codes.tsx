"use client";

import { useState } from "react";

/** The ten recovery codes, shown once: the owner keeps them before leaving the page. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="rounded-lg border border-green-200 bg-white p-5 sm:p-6" aria-labelledby="recovery-codes-heading" data-testid="recovery-codes">
      <h2 id="recovery-codes-heading" className="text-lg font-bold text-slate-900">
        二段階認証を有効にしました
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        スマートフォンをなくしたときは、次のリカバリーコードでログインできます。それぞれ1回だけ使えます。
        <strong className="font-bold text-red-700">このコードが表示されるのは今回だけです。</strong>
        印刷するか、パスワード管理アプリなど安全な場所に保存してください。
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-4 font-mono text-base text-slate-900 sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true))}
          className="rounded-md border border-slate-300 px-5 py-2.5 text-slate-700 hover:bg-slate-50"
        >
          {copied ? "コピーしました" : "コードをコピー"}
        </button>
        <button type="button" onClick={onDone} className="rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
          保存しました
        </button>
      </div>
    </section>
  );
}
