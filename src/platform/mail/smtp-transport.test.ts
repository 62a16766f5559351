import { describe, expect, it } from "vitest";

import { transportUrlOf } from "./smtp-transport";

describe("the SMTP connection (ASVS 12.3.1)", () => {
  it("a plain smtp:// server on another machine must offer STARTTLS: nothing goes out in the clear", () => {
    const url = new URL(transportUrlOf("smtp://user:pass@mail.example.com:587"));
    expect(url.searchParams.get("requireTLS")).toBe("true");
    expect(url.searchParams.get("pool")).toBe("true");
  });

  it("smtps:// is TLS from the first byte; a relay on this machine may speak plain SMTP; the URL's own choice wins", () => {
    expect(new URL(transportUrlOf("smtps://mail.example.com:465")).searchParams.has("requireTLS")).toBe(false);
    expect(new URL(transportUrlOf("smtp://127.0.0.1:2525")).searchParams.has("requireTLS")).toBe(false);
    expect(new URL(transportUrlOf("smtp://localhost:25")).searchParams.has("requireTLS")).toBe(false);
    expect(new URL(transportUrlOf("smtp://mail.example.com:587?requireTLS=false&pool=false")).searchParams.toString()).toBe("requireTLS=false&pool=false");
  });
});
