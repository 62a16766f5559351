"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";

import { PROJECT_LIKES_ENDPOINTS } from "../likes/project-likes.endpoints";

type LikeButtonProps = {
  projectId: number;
  isLiked: boolean;
  likeCount: number;
  isSignedIn: boolean;
  /**
   * "full" (the project page, the ranking): 「いいね 累計 18」; "card" (a search result): a small heart
   * and the count, the words only for screen readers, so twenty cards stay light.
   */
  variant?: "full" | "card";
};

const LOOKS = {
  // Component classes (globals.css): twenty cards, or the ranking's twenty rows, carry them. ml-auto keeps it on the card's last row on a phone.
  full: { button: "like-full", icon: "h-4 w-4", wrapper: "items-start" },
  card: { button: "like-card", icon: "h-3.5 w-3.5", wrapper: "ml-auto items-end" },
};

/**
 * いいね (spec S-LIKE-1): the count updates without a reload; a visitor is invited to log in. The
 * count is every like the project ever had (累計), which a page may show beside a count of its own
 * period (the ranking's 「直近30日」), so the button says which it is.
 */
export function LikeButton({ projectId, isLiked, likeCount, isSignedIn, variant = "full" }: LikeButtonProps) {
  const [state, setState] = useState({ isLiked, likeCount });
  // A newer answer for the same project (a search run again) brings fresher figures: adopt them.
  const [shownProps, setShownProps] = useState({ isLiked, likeCount });
  if (shownProps.isLiked !== isLiked || shownProps.likeCount !== likeCount) {
    setShownProps({ isLiked, likeCount });
    setState({ isLiked, likeCount });
  }
  const [isPending, setIsPending] = useState(false);
  const [showLoginHint, setShowLoginHint] = useState(false);
  const looks = LOOKS[variant];

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

  const label = state.isLiked ? "いいね済み" : "いいね";
  return (
    <div className={`flex flex-col gap-2 ${looks.wrapper}`}>
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={isPending}
        aria-pressed={state.isLiked}
        // pink-800 and slate-700 keep the text and the count above 4.5:1 on pink-50 and white (axe color-contrast).
        className={`like-button ${looks.button} ${state.isLiked ? "like-on" : "like-off"}`}
        data-testid="like-button"
      >
        <span aria-hidden="true" className={state.isLiked ? `icon-heart icon-heart-filled text-pink-600 ${looks.icon}` : `icon-heart ${looks.icon}`} />
        {variant === "card" ? (
          <span className="sr-only">{`${label} 累計`}</span>
        ) : (
          <>
            {label}
            <span className="text-xs font-normal">累計</span>
          </>
        )}
        <span className={variant === "card" ? undefined : "font-normal"} data-testid="like-count">
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
