import { describe, expect, it } from "vitest";

import { clientAddressFrom, isWellFormedRequestId } from "./client-address";

const SOCKET = "192.0.2.1";

describe("the client address behind TRUST_PROXY", () => {
  it("a forged leftmost entry is ignored: one trusted proxy means the rightmost entry", () => {
    // The client wrote "198.51.100.66"; our proxy appended the address it really saw.
    expect(clientAddressFrom("198.51.100.66, 203.0.113.7", SOCKET, 1)).toBe("203.0.113.7");
  });

  it("forty guesses with forty forged addresses all count against the one real address", () => {
    const seen = new Set(Array.from({ length: 40 }, (_, i) => clientAddressFrom(`10.0.0.${i}, 203.0.113.7`, SOCKET, 1)));
    expect([...seen]).toEqual(["203.0.113.7"]);
  });

  it("two proxy hops take the second entry from the right", () => {
    expect(clientAddressFrom("6.6.6.6, 203.0.113.7, 10.0.0.2", SOCKET, 2)).toBe("203.0.113.7");
  });

  it("repeated headers are read as one list", () => {
    expect(clientAddressFrom(["6.6.6.6", "203.0.113.7"], SOCKET, 1)).toBe("203.0.113.7");
  });

  it("a chain shorter than the configured hops takes the leftmost entry", () => {
    expect(clientAddressFrom("203.0.113.7", SOCKET, 2)).toBe("203.0.113.7");
  });

  it("without trusted proxies the header is never read", () => {
    expect(clientAddressFrom("203.0.113.7", SOCKET, 0)).toBe(SOCKET);
  });

  it("an entry that is not an IP address falls back to the socket's peer", () => {
    expect(clientAddressFrom("6.6.6.6, not-an-ip", SOCKET, 1)).toBe(SOCKET);
    expect(clientAddressFrom(" , ", SOCKET, 1)).toBe(SOCKET);
  });

  it("IPv6 entries are accepted", () => {
    expect(clientAddressFrom("::1, 2001:db8::7", SOCKET, 1)).toBe("2001:db8::7");
  });
});

describe("incoming request ids", () => {
  it.each([
    ["a UUID", "3f0c2a9e-1b7d-4c55-9d8e-2a6f4b1c0d3e", true],
    ["a short token", "abcd1234", true],
    ["too short", "abc", false],
    ["too long", "a".repeat(129), false],
    ["with a newline", "abcd1234\nforged log line", false],
    ["with spaces", "abcd 1234", false],
    ["not a string", ["abcd1234"], false],
  ])("%s → %s", (_, value, expected) => {
    expect(isWellFormedRequestId(value)).toBe(expected);
  });
});
