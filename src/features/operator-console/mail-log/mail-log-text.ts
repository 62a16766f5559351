import { redactUrlForLog } from "@/lib/redact-url";

/**
 * The addresses a filter's typed address may be stored as, for an exact match on the address index
 * (email_outbox_to_address_idx, on the column as written): as typed, all lowercase (accounts' addresses
 * are stored so), and with its domain lowercased (a domain has no case). An address stored with capitals
 * in its local part is found when typed the same way.
 */
export function storedAddressVariants(typed: string): string[] {
  const at = typed.lastIndexOf("@");
  const domainLowered = at > 0 ? `${typed.slice(0, at)}${typed.slice(at).toLowerCase()}` : typed;
  return [...new Set([typed, typed.toLowerCase(), domainLowered])];
}

/** `%` and `_` typed into 「件名」 are letters to look for, not LIKE's wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const URL_IN_TEXT = /https?:\/\/[^\s（）()<>"]+/g;

/**
 * A mail's text as the console shows it: every link keeps its address but not its secret (a password
 * reset's or a verification's `token=`), so an operator reading a customer's mail — or a screenshot of
 * it — cannot act as the customer. Resending sends the stored mail, secrets and all.
 */
export function redactMailText(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => redactUrlForLog(url) ?? url);
}

/** One line of the last delivery error for a list cell: long SMTP replies are cut. */
export function shortError(error: string | null, max = 80): string | null {
  if (error === null) return null;
  const line = error.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
