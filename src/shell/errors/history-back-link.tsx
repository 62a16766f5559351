"use client";

/** "前のページに戻る": one step back in the browser history (spec S-500-3). */
export function HistoryBackLink({ className = "" }: { className?: string }) {
  return (
    <a
      href="#"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        window.history.back();
      }}
    >
      前のページに戻る
    </a>
  );
}
