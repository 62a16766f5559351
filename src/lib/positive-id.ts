/**
 * A database id from a path segment: a positive integer that fits an `integer` column, or null.
 * Route handlers turn null into a 404 rather than sending junk to the database.
 */
export function parsePositiveId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}
