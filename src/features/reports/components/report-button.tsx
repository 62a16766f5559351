"use client";

import { Flag } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { createPortal } from "react-dom";

import type { ReportTargetType } from "@/db/schema";

// The dialog's code is fetched when someone first opens it: the public pages that carry the button
// (a project, a pro's profile) and a long conversation stay as light as before.
const ReportDialog = dynamic(() => import("./report-dialog").then((module) => module.ReportDialog), { ssr: false });

type ReportButtonProps = {
  targetType: ReportTargetType;
  targetId: number;
  /** What a screen reader says, when 「通報する」 alone would not tell which thing (a message of many). */
  accessibleLabel?: string;
  className?: string;
};

/** 「通報する」 (issue 18): a quiet text link with a flag, opening the report dialog. */
export function ReportButton({ targetType, targetId, accessibleLabel, className = "" }: ReportButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
        aria-label={accessibleLabel}
        aria-haspopup="dialog"
        className={`inline-flex items-center gap-1 text-xs text-slate-600 hover:text-slate-900 hover:underline ${className}`}
        data-testid="report-button"
      >
        <Flag aria-hidden="true" className="h-3 w-3" />
        通報する
      </button>
      {/* Into the body: the button sits inside a line of text (a message's time), where a dialog's blocks may not. */}
      {wasOpened ? createPortal(<ReportDialog isOpen={isOpen} onClose={() => setOpen(false)} targetType={targetType} targetId={targetId} />, document.body) : null}
    </>
  );
}
