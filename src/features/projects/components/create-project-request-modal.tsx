"use client";

import Link from "next/link";
import { useEffect, useState } from "react";

import { abilitiesOf, projectRegistrationLink } from "@/platform/actor/plan-policy";
import { Dialog } from "@/ui/dialog";
import { CREATE_PROJECT_REQUEST_MODAL_HASH } from "@/config/navigation";
import { useCurrentUser } from "@/features/users/components/current-user-provider";

const primaryClass = "block rounded-md bg-brand-600 px-4 py-2.5 text-center font-bold text-white hover:bg-brand-700";
const secondaryClass = "block rounded-md border border-slate-300 px-4 py-2.5 text-center font-bold text-slate-700 hover:bg-slate-50";

/**
 * 案件を登録する (spec S-NAV-2): the link `…#create-project-request-modal` opens this on any page. An
 * orderer is sent to the registration their plan allows; anyone else learns that posting needs a
 * company account.
 */
export function CreateProjectRequestModal() {
  const { user } = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    const sync = () => setIsOpen(window.location.hash === `#${CREATE_PROJECT_REQUEST_MODAL_HASH}`);
    sync();
    window.addEventListener("hashchange", sync);
    return () => window.removeEventListener("hashchange", sync);
  }, []);

  function close() {
    setIsOpen(false);
    if (window.location.hash) history.replaceState(history.state, "", window.location.pathname + window.location.search);
  }

  const registration = user?.isOrderer ? projectRegistrationLink(user.plan) : null;
  return (
    <Dialog isOpen={isOpen} onClose={close} title="案件を登録する" testId="create-project-request-modal">
      <div className="space-y-4 p-5 text-sm text-slate-700">
        {registration ? (
          <>
            <p>
              {user && !abilitiesOf(user.plan).publishesProjectsDirectly
                ? "フリープランでは、掲載したい案件の内容をお送りいただくと、運営が確認して掲載します。"
                : `「${user?.currentCorporation?.name ?? "企業アカウント"}」として、案件を登録・公開できます。`}
            </p>
            <Link href={registration.href} onClick={close} className={primaryClass}>
              {registration.label}
            </Link>
          </>
        ) : (
          <>
            <p>案件の登録には企業アカウントが必要です。登録は無料で、仲介手数料もかかりません。</p>
            <Link href="/signup/orderer?_on=create_project_modal" onClick={close} className={primaryClass}>
              企業アカウントを作成する
            </Link>
            <Link href="/business" onClick={close} className={secondaryClass}>
              採用担当者の方へ
            </Link>
          </>
        )}
      </div>
    </Dialog>
  );
}
