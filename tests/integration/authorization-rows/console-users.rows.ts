import type { AuthorizationRow } from "@tests/support/authorization-table";

import { operatorOnly } from "./expectations";

/**
 * src/features/operator-console/users/console-users.routes.ts (issue 18, decision 030): 404 for every
 * role but operators. The operator acts last in each row, on accounts no other cell needs: the second
 * pro (verify, suspend, require a reset) and the world's suspended, verified pro (lift, unverify).
 */
export const CONSOLE_USER_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/admin/users",
    request: () => ({ method: "GET", path: "/api/v2/admin/users?q=%E5%B1%B1%E7%94%B0&role=pro" }),
    expect: operatorOnly(200),
  },
  {
    route: "GET /api/v2/admin/users/:id{[0-9]+}",
    request: (world) => ({ method: "GET", path: `/api/v2/admin/users/${world.users.pro.id}` }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/users/:id{[0-9]+}/real_name_verification",
    case: "a pro not yet verified",
    request: (world) => ({ method: "POST", path: `/api/v2/admin/users/${world.users.otherPro.id}/real_name_verification` }),
    expect: operatorOnly(200),
  },
  {
    route: "DELETE /api/v2/admin/users/:id{[0-9]+}/real_name_verification",
    case: "a verified pro",
    request: (world) => ({ method: "DELETE", path: `/api/v2/admin/users/${world.suspendedPro.id}/real_name_verification` }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/users/:id{[0-9]+}/suspension",
    case: "an active pro",
    request: (world) => ({
      method: "POST",
      path: `/api/v2/admin/users/${world.users.otherPro.id}/suspension`,
      body: { reason: "外部での直接取引の勧誘が確認されたため。" },
    }),
    expect: operatorOnly(200),
  },
  {
    route: "DELETE /api/v2/admin/users/:id{[0-9]+}/suspension",
    case: "a suspended pro",
    request: (world) => ({ method: "DELETE", path: `/api/v2/admin/users/${world.suspendedPro.id}/suspension` }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/users/:id{[0-9]+}/password_reset_requirement",
    case: "an active pro",
    request: (world) => ({ method: "POST", path: `/api/v2/admin/users/${world.users.otherPro.id}/password_reset_requirement` }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/users/:id{[0-9]+}/session_termination",
    case: "an active pro",
    request: (world) => ({ method: "POST", path: `/api/v2/admin/users/${world.users.otherPro.id}/session_termination` }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/users/:id{[0-9]+}/two_factor_removal",
    case: "a pro with 二段階認証 on",
    request: (world) => ({
      method: "POST",
      path: `/api/v2/admin/users/${world.twoFactorPro.id}/two_factor_removal`,
      body: { reason: "お問い合わせ #12 で、登録情報と本人確認書類を照合しました。" },
    }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/session_termination",
    // The operator acts last in the row's world: everyone else's sessions end after their answers.
    case: "the typed phrase",
    request: () => ({ method: "POST", path: "/api/v2/admin/session_termination", body: { confirmation: "すべてログアウト" } }),
    expect: operatorOnly(200),
  },
];
