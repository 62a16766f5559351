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
