import type { RouteContract, RouteDeclaration } from "./route-declaration";

/**
 * A route as the browser needs it at run time — its method and path — with the whole declaration
 * carried only as a type. Declarations hold Zod schemas; importing one into a component would put Zod
 * (≈ 450 kB minified) into every page that calls the API, so components import endpoints instead.
 */
export type Endpoint<R extends RouteDeclaration> = { readonly method: R["method"]; readonly path: R["path"]; readonly route?: R };

/**
 * A feature's endpoints, written beside its contract (`*.endpoints.ts`, importing the contract's type
 * only). Each method and path must equal the declared ones: the compiler refuses any other string.
 */
export function endpointsOf<C extends RouteContract>() {
  return (endpoints: { [K in keyof C]: { method: C[K]["method"]; path: C[K]["path"] } }) => endpoints as { [K in keyof C]: Endpoint<C[K]> };
}
