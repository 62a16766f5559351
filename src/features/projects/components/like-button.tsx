"use client";

import { Heart } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";

import { PROJECT_LIKES_ENDPOINTS } from "../likes/project-likes.endpoints";

type LikeButtonProps = { projectId: number; isLiked: boolean; likeCount: number; isSignedIn: boolean };

/** いいね (spec S-LIKE-1): the count updates without a reload; a visitor is invited to log in. */
export function LikeButton({ projectId, isLiked: initiallyLiked, likeCount: initialCount, isSignedIn }: LikeButtonProps) {
  const [state, setState] = useState({ isLiked: initiallyLiked, likeCount: initialCount });
  const [isPending, setIsPending] = useState(false);
  const [showLoginHint, setShowLoginHint] = useState(false);

  async function toggle() {
    if (!isSignedIn) {
      setShowLoginHint(true);
      return;
    }
    setIsPending(true);
    const input = { params: { id: projectId } };
    const result = await (state.isLiked ? callApi(PROJECT_LIKES_ENDPOINTS.unlike, input) : callApi(PROJECT_LIKES_ENDPOINTS.like, input));
    setIsPending(false);
    if (result.ok) setState(result.data);
    else toast.error(`いいねを更新できませんでした。${result.error.message}`);
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={isPending}
        aria-pressed={state.isLiked}
        className={`inline-flex items-center gap-2 rounded-md border px-4 py-2 text-sm font-bold ${
          state.isLiked ? "border-pink-300 bg-pink-50 text-pink-700" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
        } disabled:opacity-60`}
        data-testid="like-button"
      >
        <Heart aria-hidden="true" className={`h-4 w-4 ${state.isLiked ? "fill-current" : ""}`} />
        {state.isLiked ? "いいね済み" : "いいね"}
        <span className="font-normal text-slate-500" data-testid="like-count">
          {state.likeCount}
        </span>
      </button>
      {showLoginHint ? (
        <p role="status" className="text-sm text-slate-600">
          いいねするには
          <Link href={`/login?next=${encodeURIComponent(`/top/projects/${projectId}`)}`} className="mx-1 font-bold text-brand-700 underline">
            ログイン
          </Link>
          してください。
        </p>
      ) : null}
    </div>
  );
}
