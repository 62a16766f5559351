import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while the server renders (and during hydration), true in the browser afterwards: for parts
 * that only mean something once the script runs, so their markup is not sent twice with the page.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
