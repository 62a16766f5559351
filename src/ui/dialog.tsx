"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** "center" for modals, "right" for side drawers. */
  placement?: "center" | "right";
  testId?: string;
};

const placements = {
  center: "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl",
  right: "ml-auto mr-0 h-dvh max-h-dvh w-[min(22rem,calc(100vw-3rem))] rounded-none",
};

/**
 * A modal built on the native <dialog>: the browser traps focus, closes on Escape, makes the rest of
 * the page inert and restores focus afterwards. A click on the backdrop closes it too.
 */
export function Dialog({ isOpen, onClose, title, children, placement = "center", testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click closes on the backdrop only; Escape (native) is its keyboard way
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50 ${placements[placement]}`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-base font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
            aria-label="閉じる"
          >
            <span aria-hidden="true" className="icon-x h-5 w-5" />
          </button>
        </div>
        {/* Closed dialogs hold nothing: no duplicate links for crawlers, no stale state inside. */}
        <div className="min-h-0 flex-1 overflow-y-auto">{isOpen ? children : null}</div>
      </div>
    </dialog>
  );
}
