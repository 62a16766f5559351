"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

import { callApi } from "@/platform/api-contract/call-api";
import { forgetDraftsNotOf } from "@/lib/browser-drafts";

import { ME_ENDPOINTS } from "../me.endpoints";
import type { CurrentUser } from "../me.schemas";

type CurrentUserState = {
  /** `null` for a visitor. */
  user: CurrentUser | null;
  /** True while GET /api/v2/me is in flight: the top bar shows skeletons (spec S-BAR-14). */
  isLoading: boolean;
  /** Replaces the user, e.g. with the answer of a corporation switch (spec S-BAR-16). */
  replaceUser: (user: CurrentUser | null) => void;
  /** The company account switch modal's visibility (spec S-BAR-15). */
  isCorporationSelectOpen: boolean;
  setCorporationSelectOpen: (open: boolean) => void;
};

const CurrentUserContext = createContext<CurrentUserState | null>(null);

/**
 * The shared client state of the site shell. The server normally renders the user into the page
 * (`initialUser`), so nobody sees a flash of the logged-out bar. When the server could not read it
 * (`undefined`), GET /api/v2/me runs once on load; failure means logged out, silently (spec S-ME-1).
 */
export function CurrentUserProvider({ initialUser, children }: { initialUser: CurrentUser | null | undefined; children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(initialUser ?? null);
  const [isLoading, setIsLoading] = useState(initialUser === undefined);
  const [isCorporationSelectOpen, setCorporationSelectOpen] = useState(Boolean(initialUser?.modalStates.corporationSelect));
  // A server re-render (router.refresh) brings a fresher user: adopt it.
  const [renderedUser, setRenderedUser] = useState(initialUser);
  if (initialUser !== renderedUser) {
    setRenderedUser(initialUser);
    if (initialUser !== undefined) setUser(initialUser);
  }

  useEffect(() => {
    if (initialUser !== undefined) return;
    let isCancelled = false;
    void callApi(ME_ENDPOINTS.me).then((result) => {
      if (isCancelled) return;
      setUser(result.ok ? result.data : null);
      if (result.ok && result.data.modalStates.corporationSelect) setCorporationSelectOpen(true);
      setIsLoading(false);
    });
    return () => {
      isCancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once on load: the initial user never changes from undefined to undefined again
  }, []);

  // Once the site knows who is here, drafts left by anyone else in this browser go (ASVS 14.3.1).
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!isLoading) forgetDraftsNotOf(window.localStorage, userId);
  }, [userId, isLoading]);

  const replaceUser = useCallback((next: CurrentUser | null) => setUser(next), []);
  const value = useMemo(
    () => ({ user, isLoading, replaceUser, isCorporationSelectOpen, setCorporationSelectOpen }),
    [user, isLoading, replaceUser, isCorporationSelectOpen],
  );
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error("useCurrentUser must be used inside <CurrentUserProvider>");
  return state;
}
