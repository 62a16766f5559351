"use client";

import type { ReactNode } from "react";

import { callApi } from "@/platform/api-contract/call-api";
import { PasswordConfirmationProvider, usePasswordConfirmedAction, type RunConfirmedAction } from "@/ui/password-confirmation-provider";

import { OPERATOR_CONSOLE_ENDPOINTS as E } from "../operator-console.endpoints";

/** Every console action goes through `run` (decision 030): a password older than 15 minutes is asked for again. */
export function ConsoleActionProvider({ children }: { children: ReactNode }) {
  return (
    <PasswordConfirmationProvider
      confirm={(password) => callApi(E.confirmPassword, { body: { password } })}
      lead="運営の操作は、最後にパスワードを入力してから15分を過ぎると、もう一度パスワードの入力が必要です。入力すると、この操作を続けます。"
    >
      {children}
    </PasswordConfirmationProvider>
  );
}

/** The console's action runner; only inside /admin (ConsoleActionProvider is in its layout). */
export function useConsoleAction(): RunConfirmedAction {
  return usePasswordConfirmedAction("useConsoleAction (the /admin layout)");
}
