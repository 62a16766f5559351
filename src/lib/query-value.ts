/** A page's query string as Next passes it (`searchParams`). */
export type PageQuery = Record<string, string | string[] | undefined>;

/** One non-empty value of a query parameter, or undefined (an empty or blank field of a GET form means "not given"). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}
