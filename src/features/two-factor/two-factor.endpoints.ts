import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { TWO_FACTOR_API } from "./two-factor.contract";

/** What the browser needs of TWO_FACTOR_API at run time (endpoint.ts says why not the contract itself). */
export const TWO_FACTOR_ENDPOINTS = endpointsOf<typeof TWO_FACTOR_API>()({
  status: { method: "get", path: "/api/v2/me/two_factor" },
  beginSetup: { method: "post", path: "/api/v2/me/two_factor/setup" },
  enable: { method: "post", path: "/api/v2/me/two_factor" },
  disable: { method: "post", path: "/api/v2/me/two_factor/disable" },
});
