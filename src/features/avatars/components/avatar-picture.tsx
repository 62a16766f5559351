/** A user's avatar at 96 px, or the family name's first character on a coloured disc without one. */
export function AvatarPicture({ url, lastName, testId }: { url: string | null; lastName: string; testId?: string }) {
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- uploaded images are already sized WebP
    return <img src={url} alt="現在のプロフィール画像" data-testid={testId} className="h-24 w-24 rounded-full object-cover" />;
  }
  return (
    <span
      role="img"
      aria-label="プロフィール画像は未設定です"
      data-testid={testId}
      className="inline-flex h-24 w-24 items-center justify-center rounded-full bg-brand-600 text-3xl font-bold text-white"
    >
      {lastName.slice(0, 1)}
    </span>
  );
}
