// Each test file is its own module instance: start at a random point so files do not share addresses.
let clientNumber = Math.floor(Math.random() * 20_000);

/**
 * A distinct address per call, for the X-Forwarded-For that the test server trusts: every browser
 * context and API log-in comes from its own client, as real people do, so the per-address limits
 * (30 log-ins in 15 minutes, 120 anonymous reads a minute) count one person's requests, not the
 * whole suite's from 127.0.0.1.
 */
export function nextClientAddress(): string {
  clientNumber += 1;
  return `198.51.${100 + Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`;
}
