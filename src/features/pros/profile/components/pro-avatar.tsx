import { avatarInitial } from "../pro-profile-format";

const SIZES = { md: "h-16 w-16 text-2xl", lg: "h-20 w-20 text-3xl sm:h-24 sm:w-24 sm:text-4xl" } as const;

/** The pro's photo, or the first character of the name they show on a tinted disc. */
export function ProAvatar({ displayName, imageUrl, size = "lg" }: { displayName: string; imageUrl: string | null; size?: keyof typeof SIZES }) {
  if (imageUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- avatars are our own small files; next/image adds nothing here
    return <img src={imageUrl} alt="" className={`${SIZES[size]} shrink-0 rounded-full border border-slate-200 object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}>
      {avatarInitial(displayName)}
    </span>
  );
}
