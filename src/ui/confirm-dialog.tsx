"use client";

import type { ReactNode } from "react";

import { Dialog } from "./dialog";
import { DialogActions } from "./dialog-actions";

type ConfirmDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in a sentence or two. */
  message: string;
  /** A field the confirmation asks for (a reason, the words sent with it), between the message and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  /** "danger" (red, the default) for what cannot be undone; "primary" for a weighty but wanted step (公開する). */
  tone?: "danger" | "primary";
};

/**
 * The confirmation before a destructive action (退会, logging other devices out): キャンセル first in
 * reading order on a phone's stacked buttons is last, so the safe choice sits under the thumb.
 */
export function ConfirmDialog({ isOpen, onClose, title, message, children, confirmLabel, busyLabel, isBusy, onConfirm, tone = "danger" }: ConfirmDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title}>
      <div className="space-y-4 px-5 py-5">
        <p className="text-slate-700">{message}</p>
        {children}
        <DialogActions onCancel={onClose} label={confirmLabel} busyLabel={busyLabel} isBusy={isBusy} onConfirm={onConfirm} tone={tone} />
      </div>
    </Dialog>
  );
}
