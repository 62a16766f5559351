"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

import { Dialog } from "@/ui/dialog";

type Props = {
  title: string;
  testId: string;
  trigger: { label: string; testId: string; className: string; content: ReactNode };
  /** The drawer's content; `close` shuts it without moving focus (a link navigates, a modal takes over). */
  children: (close: () => void) => ReactNode;
};

/**
 * A mobile drawer of the top bar (S-BAR-13): a trigger and a right-hand dialog that exists only
 * while open. A closed <dialog> kept in the page put its heading (「メニュー」) into the HTML ahead of
 * the page's <h1> for crawlers and heading outlines, and weighed every page; so closed, nothing is
 * there. Open, the native modal dialog moves focus in and closes on Escape; dismissing it (Escape,
 * 閉じる, the backdrop) puts focus back on the trigger, which the browser cannot do for a dialog
 * that was removed rather than closed.
 */
export function ShellDrawer({ title, testId, trigger, children }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const shouldRefocus = useRef(false);

  useEffect(() => {
    if (isOpen || !shouldRefocus.current) return;
    shouldRefocus.current = false;
    triggerRef.current?.focus();
  }, [isOpen]);

  const dismiss = () => {
    shouldRefocus.current = true;
    setIsOpen(false);
  };
  return (
    <div className="lg:hidden">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={trigger.label}
        className={trigger.className}
        data-testid={trigger.testId}
      >
        {trigger.content}
      </button>
      {isOpen ? (
        <Dialog isOpen onClose={dismiss} title={title} placement="right" testId={testId}>
          {children(() => setIsOpen(false))}
        </Dialog>
      ) : null}
    </div>
  );
}
