import type { CurrentUser } from "@/features/users/me.service";
import { smallAvatarUrl } from "@/lib/avatar-url";

/** The profile image, or the family name's first character on a coloured disc when there is none. */
export function UserAvatar({ user, size = "md" }: { user: Pick<CurrentUser, "lastName" | "userProfileImage">; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-12 w-12 text-lg" : "h-9 w-9 text-sm";
  if (user.userProfileImage) {
    // The 96 px file: the bar shows 36 or 48 px, sharp on a 2× screen.
    // eslint-disable-next-line @next/next/no-img-element -- uploaded images are served as they are
    return <img src={smallAvatarUrl(user.userProfileImage)} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white`}>
      {user.lastName.slice(0, 1)}
    </span>
  );
}

/** The avatar of the menu's trigger, with a red dot while the user has unread notifications (decision 024). */
export function TriggerAvatar({ user }: { user: Pick<CurrentUser, "lastName" | "userProfileImage" | "unreadNotificationCount"> }) {
  return (
    <span className="relative inline-flex">
      <UserAvatar user={user} />
      {user.unreadNotificationCount > 0 ? (
        <span data-testid="notifications-unread-mark" aria-hidden="true" className="absolute -right-0.5 -top-0.5 h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-white" />
      ) : null}
    </span>
  );
}

/** The trigger's name: the unread notifications are said, not only drawn. */
export const accountMenuLabel = (user: Pick<CurrentUser, "unreadNotificationCount">) =>
  user.unreadNotificationCount > 0 ? `アカウントメニュー（未読の通知 ${user.unreadNotificationCount}件）` : "アカウントメニュー";
