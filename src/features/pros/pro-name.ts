import { initialOfKana } from "@/lib/name-initial";

import { seesFullName, type ProViewer } from "./pro-viewer";

/**
 * A pro's name as this viewer may see it (decision 020): 「山田 太郎」 for orderers, operators and the
 * pro; 「山田 T.」 for visitors and other pros — the family name alone when the reading has no initial.
 */
export function proDisplayName(viewer: ProViewer, user: { id: number; lastName: string; firstName: string; firstNameKana: string }): string {
  if (seesFullName(viewer, user.id)) return `${user.lastName} ${user.firstName}`.trim();
  const initial = initialOfKana(user.firstNameKana);
  return initial === undefined ? user.lastName.trim() : `${user.lastName} ${initial}.`.trim();
}
