"use client";

import { useEffect } from "react";

import { ServerErrorContent } from "@/shell/errors/server-error-content";

/** Any uncaught error under the root layout renders the 500 content, never a stack trace (S-500-7). */
export default function AppError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error("page error", error.digest ?? error.message);
  }, [error]);
  return <ServerErrorContent />;
}
