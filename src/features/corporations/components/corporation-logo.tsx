import { Building2 } from "lucide-react";

import { smallImageUrl } from "@/lib/owned-image-url";

/** A corporation's logo in a white square, or a building on grey when it has none (or is masked). */
export function CorporationLogo({ url, size = "large", testId }: { url: string | null; size?: "large" | "small"; testId?: string }) {
  const box = size === "large" ? "h-20 w-20 sm:h-24 sm:w-24" : "h-12 w-12";
  if (!url) {
    return (
      <span className={`${box} flex shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-slate-400`} data-testid={testId}>
        <Building2 aria-hidden="true" className="h-1/2 w-1/2" />
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own re-encoded WebP, already the size shown
    <img
      src={size === "small" ? smallImageUrl(url) : url}
      alt=""
      width={size === "large" ? 96 : 48}
      height={size === "large" ? 96 : 48}
      className={`${box} shrink-0 rounded-lg border border-slate-200 bg-white object-contain`}
      data-testid={testId}
    />
  );
}
