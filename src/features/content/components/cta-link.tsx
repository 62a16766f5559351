import Link from "next/link";
import type { ReactNode } from "react";

const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-brand-600 bg-white text-brand-700 hover:bg-brand-50",
} as const;

/** A call-to-action button link (会員登録, ガイドを見る …). */
export function CtaLink({ href, variant = "primary", children }: { href: string; variant?: keyof typeof VARIANTS; children: ReactNode }) {
  return (
    <Link href={href} data-cta className={`inline-flex items-center justify-center rounded-md px-6 py-3 text-center font-bold no-underline ${VARIANTS[variant]}`}>
      {children}
    </Link>
  );
}
