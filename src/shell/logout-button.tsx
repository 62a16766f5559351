"use client";

import { LogOut } from "lucide-react";
import { useState } from "react";

import { useCurrentUser } from "@/features/users/components/current-user-provider";
import { logOut } from "@/lib/http-client";

/** Spec S-BAR-17: logs out, clears the user, and goes to the origin. */
export function LogoutButton({ className = "" }: { className?: string }) {
  const { replaceUser } = useCurrentUser();
  const [isPending, setIsPending] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={isPending}
      onClick={() => {
        setIsPending(true);
        void logOut(() => replaceUser(null));
      }}
    >
      <LogOut aria-hidden="true" className="h-4 w-4 text-slate-500" />
      {isPending ? "ログアウト中…" : "ログアウト"}
    </button>
  );
}
