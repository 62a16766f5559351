/** What others see instead of the name of an account that left (退会, decision 017). */
export const DEACTIVATED_USER_NAME = "退会したユーザー";

type NamedUser = { lastName: string; firstName: string; deactivatedAt: Date | null };

/**
 * The one way to show a user's name to someone else (chat rooms, messages, applications, likes
 * lists): 「姓 名」, or 退会したユーザー from the moment the account is deactivated — before the erasure
 * job has replaced the stored name, 30 days later.
 */
export function displayNameOf(user: NamedUser): string {
  if (user.deactivatedAt !== null) return DEACTIVATED_USER_NAME;
  return `${user.lastName} ${user.firstName}`.trim();
}
