import type { AuditEntry } from "../audit/operator-audit.schemas";

const MAX_VALUE_CHARS = 200;

/** A value as the log shows it: text as it is, anything else as JSON, long ones cut (the API has them whole). */
function shown(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

/** What an action changed, field by field (before → after), and the reason the operator gave. */
export function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    <div className="space-y-1 text-xs text-slate-700">
      {keys.map((key) => (
        <p key={key} className="break-words">
          <span className="font-bold">{key}</span>:{" "}
          {entry.before && key in entry.before ? <span className="text-slate-500 line-through">{shown(entry.before[key])}</span> : null}
          {entry.before && key in entry.before ? " → " : null}
          <span>{entry.after && key in entry.after ? shown(entry.after[key]) : "（なし）"}</span>
        </p>
      ))}
      {entry.reason ? <p className="break-words whitespace-pre-line">理由: {entry.reason}</p> : null}
    </div>
  );
}
