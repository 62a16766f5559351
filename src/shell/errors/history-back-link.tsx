"use client";

import Link from "next/link";

/** "前のページに戻る": one step back in the browser history (spec S-500-3); without script, the top page. */
export function HistoryBackLink({ className = "" }: { className?: string }) {
  return (
    <Link
      href="/"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        window.history.back();
      }}
    >
      前のページに戻る
    </Link>
  );
}
