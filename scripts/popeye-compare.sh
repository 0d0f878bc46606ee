#!/usr/bin/env bash
# Compare `alice popeye -regression` with Popeye 4.104 on random small
# Alice problems, byte for byte, and time both (the counts of
# docs/popeye.md "Compared with Popeye 4.104 at random" and of the
# README's table of the slowest new-family problems; docs/testing.md lists
# them).
#
# Needs: Popeye 4.104 built by hand from its public repository (not part of
# this project): its path as POPEYE=/path/to/py or the second argument;
# python3; alice built (`cargo build --release`; ALICE overrides the
# binary, default target/release/alice). Popeye runs with `-maxmem 0` in
# series play (its hash table loses Alice series solutions), one problem a
# run, at most 60 s (TIMEOUT); alice on one thread.
#
# Time: about 0.2 s a problem on this project's 2-core machine under load
# (2,535 problems of `goals`: 8 minutes, 2026-11-29), some problems longer.
#
#   scripts/popeye-compare.sh goals [POPEYE] [N] [SEED]
#   scripts/popeye-compare.sh families [POPEYE] [N] [SEED]
#   scripts/popeye-compare.sh parry [POPEYE] [N] [SEED]
#   scripts/popeye-compare.sh intro [POPEYE] [N] [SEED]
#   scripts/popeye-compare.sh introshort [POPEYE] [N] [SEED]
#   scripts/popeye-compare.sh selfcheck [POPEYE] [N] [SEED]
#
# Sets: `goals`, the 15 goals Popeye accepts with AliceChess (`##`, `##!`,
# `!#` among them, which alice solves in help and series play and refuses
# in the others) in 13 families from `h+1` to
# `semi-r+2`; `families`, help-self, help-reflex, series reflex and
# help-self, semi-reflex play with the options KeepMatingPiece,
# MaxFlightSquares, PostKeyPlay and series SetPlay; `parry`, the parry
# series of battle play and `pser-hs`, `phser-r` in 1 to 3 moves with 10
# goals; `intro`, intro series before series and help play; `introshort`,
# intro series of 1 to 3 moves before play with a half move (`2->h#1.5`,
# `1->hs+1.5`) and before play of one move (`1->ser-#1`, `2->hs#1`,
# `1->ser-s+1`, `1->pser-h#1`). Each problem: both kings
# and 2 to 5 other men on random squares of both boards (SEED fixes them).
# Prints the tally (identical, refused by alice, Popeye out of time,
# known differences, different: a known one is a difference
# docs/popeye.md explains, Popeye's loss of series lines after a king
# move, which the script recognises) and the ten problems slowest for alice with Popeye's time;
# keeps the inputs and both outputs of every problem in OUT (default
# a temporary directory, printed).
set -euo pipefail
cd "$(dirname "$0")/.."
set_name=${1:?usage: popeye-compare.sh goals|families|parry|intro|introshort|selfcheck [POPEYE] [N] [SEED]}
popeye=${2:-${POPEYE:?Popeye 4.104: POPEYE=/path/to/py or the second argument}}
n=${3:-1000}
seed=${4:-1}
alice=${ALICE:-target/release/alice}
out=${OUT:-$(mktemp -d /tmp/popeye-compare.XXXXXX)}
timeout=${TIMEOUT:-60}
[ -x "$popeye" ] || { echo "no Popeye at $popeye" >&2; exit 2; }
[ -x "$alice" ] || { echo "no alice at $alice (cargo build --release)" >&2; exit 2; }
mkdir -p "$out"
echo "set $set_name, $n problems, seed $seed, files in $out"
RAYON_NUM_THREADS=1 python3 - "$set_name" "$popeye" "$n" "$seed" "$alice" "$out" "$timeout" <<'EOF'
import random, subprocess, sys, time, os

set_name, popeye, n, seed, alice, out, timeout = sys.argv[1:]
n, seed, timeout = int(n), int(seed), float(timeout)
rng = random.Random(seed)

if set_name == "goals":
    goals = ["#", "=", "==", "#=", "!=", "+", "x", "%", "zd5", "00", "ep", "~",
             "##", "##!", "!#"]
    families = ["h{}1", "h{}1.5", "h{}2", "ser-{}2", "ser-{}3", "ser-h{}2",
                "ser-s{}2", "{}1", "{}2", "s{}1", "s{}2", "r{}2", "semi-r{}2"]
    options = [""]
elif set_name == "families":
    goals = ["#", "=", "+", "x"]
    families = ["hs{}2", "hs{}1.5", "hr{}2", "hr{}1.5", "ser-r{}2", "ser-hs{}2",
                "semi-r{}2", "s{}2", "#2", "ser-s{}2", "ser-h{}2"]
    options = ["", "KeepMatingPiece", "MaxFlightSquares 1", "PostKeyPlay",
               "SetPlay", "Variation Try"]
elif set_name == "parry":
    goals = ["#", "=", "+", "x", "%", "==", "!=", "#=", "00", "ep"]
    families = [f"{f}{{}}{n}" for f in ("pser-", "pser-s", "pser-r", "pser-hs", "phser-r")
                for n in (1, 2, 3)]
    options = [""]
elif set_name == "intro":
    goals = ["#", "=", "+", "x"]
    families = ["1->ser-{}2", "2->ser-{}3", "1->ser-h{}2", "2->ser-h{}3", "1->h{}2",
                "1->ser-s{}2", "2->ser-r{}2", "1->ser-hs{}2", "2->pser-h{}3"]
    options = [""]
elif set_name == "introshort":
    goals = ["#", "=", "+", "x"]
    families = ["1->h{}1.5", "2->h{}1.5", "3->h{}0.5", "1->h{}2.5", "1->hs{}1.5",
                "2->hr{}1.5", "1->ser-{}1", "2->ser-{}1", "3->ser-{}1", "1->ser-s{}1",
                "2->ser-r{}1", "1->hs{}1", "2->hr{}1", "1->ser-hs{}1", "1->pser-h{}1",
                "1->phser-{}1", "2->phser-s{}1", "1->phser-r{}1", "1->pser-hs{}1",
                "3->h{}1", "3->ser-h{}1"]
    options = [""]
elif set_name == "selfcheck":
    goals = ["##", "##!", "!#"]
    families = ["h{}1", "h{}1.5", "h{}2", "ser-{}1", "ser-{}2", "ser-{}3", "ser-h{}1",
                "ser-h{}2", "ser-h{}3", "exact-h{}2"]
    options = [""]
else:
    sys.exit(f"unknown set {set_name}: goals, families, parry, intro, introshort or selfcheck")

def position():
    squares = rng.sample([f + r for f in "abcdefgh" for r in "12345678"], 7)
    men = {"White": [], "Black": []}
    for colour, king in (("White", "K"), ("Black", "K")):
        men[colour].append((king, squares.pop(), rng.random() < 0.5))
    for _ in range(rng.randint(2, 5)):
        colour = rng.choice(["White", "Black"])
        piece = rng.choice("QRBSP")
        sq = squares.pop() if squares else None
        if sq is None:
            break
        if piece == "P" and sq[1] in "18":
            piece = "S"
        men[colour].append((piece, sq, rng.random() < 0.5))
    return men

def problem(men, stip, option):
    lines = ["BeginProblem"]
    first = True
    for colour in ("White", "Black"):
        for board in (False, True):
            group = [p + s for p, s, b in men[colour] if b == board]
            if group:
                head = "Pieces " if first else "       "
                first = False
                lines.append(f"{head}{colour} {'AliceB ' if board else ''}{' '.join(group)}")
    lines.append(f"Stipulation {stip}")
    lines.append("Condition AliceChess")
    if option:
        lines.append(f"Option {option}")
    lines.append("EndProblem")
    return "\n".join(lines) + "\n"

def run(cmd):
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr, time.monotonic() - start
    except subprocess.TimeoutExpired:
        return None, b"", b"", timeout

def known(po, ao, stip):
    """A difference docs/popeye.md explains, or None: Popeye 4.104 loses
    series lines after a king move of the series side (alice writes more
    lines, each with a king move, and none fewer)."""
    import collections, re
    p = collections.Counter(po.decode(errors="replace").splitlines())
    a = collections.Counter(ao.decode(errors="replace").splitlines())
    missing, extra = p - a, a - p
    king = re.compile(r"\bK[a-h][1-8][-*]")
    # (An intro series is a series too: `1->hr#1.5`.)
    series = "ser-" in stip or "->" in stip
    if series and not missing and extra and all(king.search(l) for l in extra):
        return "Popeye's series loss after a king move"
    return None

tally = {"identical": 0, "refused by alice": 0, "Popeye out of time": 0,
         "known differences": 0, "different": 0}
known_ones = []
times = []
different = []
for i in range(n):
    stip = rng.choice(families).replace("{}", rng.choice(goals))
    option = rng.choice(options)
    if option == "SetPlay" and not stip.startswith("ser-"):
        option = ""
    name = os.path.join(out, f"{set_name}-{i:05}")
    with open(name + ".inp", "w") as f:
        f.write(problem(position(), stip, option))
    maxmem = ["-maxmem", "0"] if "ser" in stip or "->" in stip else []
    pc, po, pe, pt = run([popeye, "-regression"] + maxmem + [name + ".inp"])
    ac, ao, ae, at = run([alice, "popeye", "-regression", name + ".inp"])
    open(name + ".popeye.txt", "wb").write(po)
    open(name + ".alice.txt", "wb").write(ao + ae)
    if pc is None:
        tally["Popeye out of time"] += 1
    elif ac != 0 and b"not supported" in ao + ae:
        tally["refused by alice"] += 1
    elif ao == po:
        tally["identical"] += 1
    elif known(po, ao, stip):
        tally["known differences"] += 1
        known_ones.append(f"{name}.inp ({stip} {option}): {known(po, ao, stip)}")
    else:
        tally["different"] += 1
        different.append(f"{name}.inp ({stip} {option})")
    times.append((at, pt, pc is None, stip, option, name))

print(f"{n} problems:", ", ".join(f"{v} {k}" for k, v in tally.items()))
for k in known_ones:
    print("known:", k)
for d in different:
    print("different:", d)
print("the ten slowest for alice (alice s, Popeye s):")
for at, pt, late, stip, option, name in sorted(times, reverse=True)[:10]:
    popeye_time = f"> {timeout:.0f}" if late else f"{pt:.2f}"
    print(f"  {stip} {option}: {at:.2f} {popeye_time}  {name}.inp")
EOF
