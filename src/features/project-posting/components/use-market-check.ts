"use client";

import { useEffect, useState } from "react";

import { callApi } from "@/platform/api-contract/call-api";

import { PROJECT_POSTING_ENDPOINTS } from "../project-posting.endpoints";
import type { MarketCheck } from "../project-posting.schemas";

const DEBOUNCE_MS = 300;

/**
 * The market check for the posting's first profession and first required skill, asked again a moment
 * after either changes; null while there is nothing to ask or the answer has not come (or failed: the
 * check is a hint, never a reason the form cannot be used).
 */
export function useMarketCheck(professionId: number | undefined, skillId: number | undefined): MarketCheck | null {
  const [answer, setAnswer] = useState<{ key: string; check: MarketCheck } | null>(null);
  const key = professionId && skillId ? `${professionId}:${skillId}` : null;
  useEffect(() => {
    if (!professionId || !skillId) return;
    let isCurrent = true;
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ profession_id: String(professionId), skill_id: String(skillId) });
      const result = await callApi(PROJECT_POSTING_ENDPOINTS.marketCheck, { query });
      if (isCurrent && result.ok) setAnswer({ key: `${professionId}:${skillId}`, check: result.data });
    }, DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [professionId, skillId]);
  return answer && answer.key === key ? answer.check : null;
}
