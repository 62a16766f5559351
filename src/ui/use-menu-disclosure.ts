"use client";

import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";

/** Spec S-BAR-3: a hover-opened menu closes this long after the mouse leaves it. */
export const MENU_CLOSE_DELAY_MS = 250;

/** The "ordinary" (desktop) layout starts at Tailwind's lg breakpoint (tablets get the drawers). */
const DESKTOP_QUERY = "(min-width: 1024px)";

function isDesktopLayout(): boolean {
  return window.matchMedia(DESKTOP_QUERY).matches;
}

/**
 * Open/close rules shared by the top bar's dropdowns (spec S-BAR-3, S-BAR-13):
 * - desktop: the mouse entering the menu opens it; leaving closes it after 250 ms (re-entering in
 *   time keeps it open). Clicking the trigger of a hover-opened menu pins it open.
 * - mobile (and keyboard everywhere): the trigger toggles it.
 * - a press or touch outside, or Escape, closes it (Escape returns focus to the trigger).
 */
export function useMenuDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  const isPinned = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    isPinned.current = false;
    setIsOpen(false);
  }, [cancelClose]);

  const onPointerEnter = useCallback(
    (event: ReactPointerEvent) => {
      if (event.pointerType !== "mouse" || !isDesktopLayout()) return;
      cancelClose();
      setIsOpen(true);
    },
    [cancelClose],
  );

  const onPointerLeave = useCallback(
    (event: ReactPointerEvent) => {
      if (event.pointerType !== "mouse" || !isDesktopLayout() || isPinned.current) return;
      cancelClose();
      closeTimer.current = setTimeout(() => setIsOpen(false), MENU_CLOSE_DELAY_MS);
    },
    [cancelClose],
  );

  const onTriggerClick = useCallback(() => {
    cancelClose();
    if (isOpen && !isPinned.current && isDesktopLayout()) {
      isPinned.current = true;
      return;
    }
    isPinned.current = !isOpen;
    setIsOpen(!isOpen);
  }, [cancelClose, isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onOutsidePress = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onOutsidePress);
    document.addEventListener("touchstart", onOutsidePress);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onOutsidePress);
      document.removeEventListener("touchstart", onOutsidePress);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen, close]);

  useEffect(() => cancelClose, [cancelClose]);

  return { isOpen, close, rootRef, triggerRef, rootProps: { onPointerEnter, onPointerLeave }, onTriggerClick };
}
