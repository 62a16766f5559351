#!/usr/bin/python3
# Debian's wapiti 3.0.4 on Python 3.11 crashes on any -x: its wildcard_translate() puts the global
# flags "(?ms)" at the end of the pattern, which Python 3.11 refuses. This runs wapiti's own main()
# with the same translation, flags first. Arguments are wapiti's (scan-wapiti.sh).
import re
import sys

import wapitiCore.net.crawler as crawler


def wildcard_translate(pattern):
    return re.compile(r"(?ms)" + "".join(".*" if c == "*" else re.escape(c) for c in pattern) + r"\Z")


crawler.wildcard_translate = wildcard_translate
from wapitiCore.main.wapiti import wapiti_main  # noqa: E402 (after the patch)

sys.argv[0] = "wapiti"
sys.exit(wapiti_main())
