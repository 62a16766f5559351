#!/bin/bash
# usage: ssr.sh URL N
url=$1; n=${2:-50}
for i in $(seq 1 5); do curl -s -o /dev/null "$url"; done
for i in $(seq 1 $n); do curl -s -o /dev/null -w "%{time_total}\n" "$url"; done | sort -n | awk '{a[NR]=$1} END {printf "p50 %.1f ms  p95 %.1f ms\n", a[int(NR*0.5)]*1000, a[int(NR*0.95)]*1000}'
