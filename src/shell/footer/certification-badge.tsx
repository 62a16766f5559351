import { ShieldCheck } from "lucide-react";
import Link from "next/link";

/**
 * A third-party certification the operating company holds. The registration number is required: a
 * mark such as ISMS (ISO/IEC 27001) or プライバシーマーク means nothing a reader can check without it.
 */
export type Certification = { scheme: string; standard: string; registrationNumber: string };

/** None is held today, so the badge states the company's own policy instead (decision 029). */
export const HELD_CERTIFICATION: Certification | null = null;

/** The badge's two lines: the certification with its number, or the security policy it links to. */
export function certificationBadgeLines(certification: Certification | null): { title: string; detail: string } {
  if (certification) return { title: `${certification.scheme}認証取得`, detail: `${certification.standard} ${certification.registrationNumber}` };
  return { title: "情報セキュリティ方針", detail: "通信の暗号化・パスワードの保護" };
}

/** The footer's trust mark (spec S-FOOT-4); details on the security policy page. */
export function CertificationBadge() {
  const { title, detail } = certificationBadgeLines(HELD_CERTIFICATION);
  return (
    <Link
      href="/pages/security"
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-xs text-slate-700 hover:border-brand-600"
      data-testid="certification-badge"
    >
      <ShieldCheck aria-hidden="true" className="h-6 w-6 text-brand-700" />
      <span className="leading-tight">
        <span className="block font-bold">{title}</span>
        <span className="block text-[11px] text-slate-500">{detail}</span>
      </span>
    </Link>
  );
}
