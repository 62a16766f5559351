import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { AUTH_API } from "./auth.contract";

/** What the browser needs of AUTH_API at run time (endpoint.ts says why not the contract itself). */
export const AUTH_ENDPOINTS = endpointsOf<typeof AUTH_API>()({
  csrfToken: { method: "get", path: "/api/v2/csrf_token" },
  signUp: { method: "post", path: "/api/v2/users" },
  logIn: { method: "post", path: "/api/v2/sessions" },
  logInSecondFactor: { method: "post", path: "/api/v2/sessions/two_factor" },
  logOut: { method: "delete", path: "/api/v2/sessions/current" },
  changePassword: { method: "patch", path: "/api/v2/me/password" },
});
