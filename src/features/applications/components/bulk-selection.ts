"use client";

import { useSyncExternalStore } from "react";

/**
 * The cards ticked for a bulk 見送り: one small store the card checkboxes and the column's bar share
 * (they are separate client islands inside a server-rendered board).
 */
let selected: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const bulkSelection = {
  toggle(id: number) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selected = next;
    emit();
  },
  clear() {
    selected = new Set();
    emit();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useBulkSelection(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => selected,
    () => selected,
  );
}
