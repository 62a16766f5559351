/** What the operator types to log everyone out (全ユーザーをログアウト): a button alone is too easy to press. Shared by the dialog and the check. */
export const END_ALL_SESSIONS_PHRASE = "すべてログアウト";
