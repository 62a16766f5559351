import { ShieldCheck } from "lucide-react";
import Link from "next/link";

/** The information-security certification mark (spec S-FOOT-4); details on the security policy page. */
export function CertificationBadge() {
  return (
    <Link
      href="/pages/security"
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-xs text-slate-700 hover:border-brand-600"
      data-testid="certification-badge"
    >
      <ShieldCheck aria-hidden="true" className="h-6 w-6 text-brand-700" />
      <span className="leading-tight">
        <span className="block font-bold">ISMS認証取得</span>
        <span className="block text-[11px] text-slate-500">ISO/IEC 27001</span>
      </span>
    </Link>
  );
}
