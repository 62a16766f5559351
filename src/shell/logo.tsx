import Link from "next/link";

/** The wordmark: a bridge drawn in one stroke, and the name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2 font-bold text-brand-700 ${className}`} aria-label="かけはし トップページ">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-7 w-7">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M5 21c4-7 18-7 22 0M9 21v-3.2M16 21v-5.6M23 21v-3.2M4 21h24" stroke="white" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      </svg>
      <span className="text-xl tracking-wide">かけはし</span>
    </Link>
  );
}
