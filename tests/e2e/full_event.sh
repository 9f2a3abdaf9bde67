#!/usr/bin/env bash
# End-to-end run of the `shashki` command line (issue 9): a Swiss of SWISS_PLAYERS players and
# SWISS_ROUNDS rounds and a double round robin of RR_PLAYERS players, each from an empty
# database to a PDF crosstable and a TRF export; then `shashki pair --system dutch -c` must find
# no discrepancy in the Swiss, and the refusals on the way must change nothing.
#
# Usage: full_event.sh SHASHKI SWISS_PLAYERS SWISS_ROUNDS RR_PLAYERS [WORK_DIR]
set -euo pipefail

shashki=${1:?path of the shashki program}
swiss_players=${2:?}
swiss_rounds=${3:?}
rr_players=${4:?}
work=${5:-$(mktemp -d)}
# The sanitizer build (Debug, ASan+UBSan) runs the default tests too: there the run is scaled
# down so that it stays short; the shape of the run is the same.
if [[ ${SHASHKI_SANITIZED:-0} == 1 ]]; then
  swiss_players=$((swiss_players > 16 ? 16 : swiss_players))
  swiss_rounds=$((swiss_rounds > 5 ? 5 : swiss_rounds))
  rr_players=$((rr_players > 6 ? 6 : rr_players))
fi
mkdir -p "$work"
db="$work/e2e.db"
rm -f "$db" "$db"-* "$db".lock

fail() { echo "FAIL: $*" >&2; exit 1; }
sh() { "$shashki" --db "$db" --lang en "$@"; }

# A CSV of rated players with Cyrillic names (header row as docs/cli.md says).
players_csv() {
  local n=$1 file=$2
  echo "name,rating,title,club,city,birth" > "$file"
  for ((i = 1; i <= n; i++)); do
    echo "\"Игрок $i, Тест\",$((2400 - 7 * i)),,Клуб $((i % 5)),Город,1990-01-$(printf %02d $((i % 28 + 1)))" >> "$file"
  done
}

# Enters a result on every board of round R: a deterministic mix of wins, draws and losses
# (with one forfeit in round 2), then closes and locks the round.
play_round() {
  local event=$1 round=$2
  local boards
  boards=$(sh round show --event "$event" --round "$round" | awk -F'\t' 'NR > 1 && $3 !~ /^bye/ { print $1 }')
  for b in $boards; do
    local k=$(((round * 7 + b * 3) % 5)) result
    case $k in 0 | 1) result="1-0" ;; 2) result="=" ;; 3) result="0-1" ;; *) result="=" ;; esac
    if [[ $round == 2 && $b == 3 ]]; then result="+/-"; fi
    sh result set --event "$event" --round "$round" --board "$b" "$result" > /dev/null
  done
  sh round complete --event "$event" --round "$round" > /dev/null
  sh round lock --event "$event" --round "$round" > /dev/null
}

run_event() {
  local event=$1 rounds=$2
  for ((r = 1; r <= rounds; r++)); do
    sh round pair --event "$event" > /dev/null
    sh round publish --event "$event" > /dev/null
    if [[ $r == 1 ]]; then
      # Refusal: pairing round 2 before round 1 is complete changes nothing.
      local before after rc=0
      before=$(sh round show --event "$event" --json)
      # The contract's shape (docs/cli.md): state, boards with ids and empty results.
      [[ $before == *'"state":"published"'* && $before == *'"results":[null]'* && $before == *'"round":1'* ]] ||
        fail "round show --json: $before"
      sh round pair --event "$event" > /dev/null 2> "$work/refusal.txt" || rc=$?
      [[ $rc == 1 ]] || fail "pairing before round 1 is complete gave exit $rc"
      grep -q '^error: cannot pair the next round: round 1 is not complete' "$work/refusal.txt" ||
        fail "unexpected refusal: $(cat "$work/refusal.txt")"
      after=$(sh round show --event "$event" --json)
      [[ $before == "$after" ]] || fail "the refused pairing changed round 1"
    fi
    play_round "$event" "$r"
  done
}

# The Swiss.
players_csv "$swiss_players" "$work/swiss.csv"
swiss=$(sh event create --name "E2E Swiss" --system swiss --rounds "$swiss_rounds" --discipline classical \
  --control 30+30 --scoring 2-1-0)
sh player import --event "$swiss" "$work/swiss.csv" > /dev/null
run_event "$swiss" "$swiss_rounds"
sh report crosstable --event "$swiss" --format pdf --out "$work/swiss.pdf"
head -c 5 "$work/swiss.pdf" | grep -q '%PDF-' || fail "swiss.pdf is not a PDF"
sh trf export --event "$swiss" --out "$work/exported.trf"
rc=0
"$shashki" pair --system dutch --trf "$work/exported.trf" -c > "$work/check.txt" || rc=$?
[[ $rc == 0 ]] || fail "pair -c found discrepancies (exit $rc): $(head -5 "$work/check.txt")"
copy=$(sh trf import "$work/exported.trf")
sh trf export --event "$copy" --out "$work/reimported.trf"
cmp -s "$work/exported.trf" "$work/reimported.trf" || fail "the re-imported Swiss exports differently"

# The double round robin.
players_csv "$rr_players" "$work/rr.csv"
rr_rounds=$(((rr_players - 1 + rr_players % 2) * 2))
rr=$(sh event create --name "E2E double round robin" --system double-round-robin --rounds "$rr_rounds" \
  --discipline rapid --control 15+10 --scoring 1-0.5-0)
sh player import --event "$rr" "$work/rr.csv" > /dev/null
run_event "$rr" "$rr_rounds"
sh report crosstable --event "$rr" --format pdf --out "$work/rr.pdf"
head -c 5 "$work/rr.pdf" | grep -q '%PDF-' || fail "rr.pdf is not a PDF"
sh trf export --event "$rr" --out "$work/rr.trf"
pairs=$(grep -c '^001' "$work/rr.trf")
[[ $pairs == "$rr_players" ]] || fail "rr.trf has $pairs players, not $rr_players"

echo "ok: swiss $swiss_players x $swiss_rounds, double round robin $rr_players x $rr_rounds"
