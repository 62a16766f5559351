import type { OrderItemStatus } from "../order-projects.schemas";

/** One colour per status, dark text on a light ground (contrast ≥ 4.5:1 for axe). */
const TONE: Record<OrderItemStatus, string> = {
  open: "bg-emerald-100 text-emerald-800",
  closed: "bg-slate-200 text-slate-700",
  draft: "bg-amber-100 text-amber-900",
  pending: "bg-sky-100 text-sky-900",
  in_review: "bg-indigo-100 text-indigo-800",
  published: "bg-teal-100 text-teal-800",
  rejected: "bg-rose-100 text-rose-800",
};

export function OrderStatusBadge({ status, label }: { status: OrderItemStatus; label: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 align-middle text-xs font-bold ${TONE[status]}`}>{label}</span>;
}
