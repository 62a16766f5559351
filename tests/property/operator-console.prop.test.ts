import { describe } from "vitest";

import { testFamily } from "./support/describe-family";

describe("issue 19: clean under attack", () => testFamily("operator-console"));
