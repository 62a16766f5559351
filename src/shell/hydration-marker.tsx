"use client";

import { useEffect } from "react";

/**
 * Sets `<html data-hydrated>` once React has hydrated the page, that is once its buttons and forms
 * answer. Until then a click does nothing and a typed word never reaches React's state; on a busy
 * machine that lasts seconds after the load event. Browser tests wait for it after each navigation
 * (tests/support/browser.ts). Effects run after the whole hydration commit, wherever this sits.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
