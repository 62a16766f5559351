"use client";

import { useState } from "react";

import { logOut } from "@/lib/http-client";

export function LogoutButton({ className = "" }: { className?: string }) {
  const [isPending, setIsPending] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={isPending}
      onClick={() => {
        setIsPending(true);
        void logOut();
      }}
    >
      {isPending ? "ログアウト中…" : "ログアウト"}
    </button>
  );
}
