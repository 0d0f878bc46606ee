#!/bin/sh
# Writes the fuzz targets' seed corpora (fuzz/corpus/<target>/, not kept in
# git) from the collection, Popeye's test inputs and a few hand-made lines.
# Run from the repository's top: sh fuzz/seed.sh
set -eu
c=fuzz/corpus
mkdir -p $c/fen $c/yaml $c/popeye $c/move_text $c/stipulation $c/twins
n=0
for f in problems/*.yaml tests/data/formats/*.yaml tests/data/yacpdb/*.yaml; do
    [ -f "$f" ] || continue
    n=$((n + 1)); cp "$f" $c/yaml/seed-$n
done
for f in tests/data/popeye_out/*.inp tests/data/formats/*.inp; do
    [ -f "$f" ] || continue
    n=$((n + 1)); cp "$f" $c/popeye/seed-$n
done
# FENs: every `fen:` line of the collection.
grep -h "^fen:" problems/*.yaml | sed "s/^fen: *//; s/^'//; s/'$//; s/^\"//; s/\"$//" |
    while IFS= read -r line; do n=$((n + 1)); printf '%s' "$line" > $c/fen/seed-$n; done
# Stipulations: every one the collection and Popeye's inputs state.
{ grep -h "^stipulation:" problems/*.yaml | sed "s/^stipulation: *//; s/'//g; s/\"//g"
  grep -hi "^ *stip" tests/data/popeye_out/*.inp | awk '{print $2}'
  printf '%s\n' '#2' 'h#2.5' 'ser-h#5' 's#3' 'r#2' 'h=3' 'ser-#4' 'dia6.5' 'a=>b6' 'hs#2' '#=2' '==3'
} | sort -u | while IFS= read -r line; do n=$((n + 1)); printf '%s' "$line" > $c/stipulation/seed-$n; done
# Move text in every form.
printf '%s\n' e2e4 Kb1/A 'Ka2-b1A' 'Nf3/B' e7e8q 'O-O' 'e1g1' 'Pe2-e4B' 'c8b8B' 'Qxb4/B' 'b7b8=Q/A' |
    while IFS= read -r line; do n=$((n + 1)); printf '%s' "$line" > $c/move_text/seed-$n; done
# Twin lines.
printf '%s\n' 'move a1 a2' 'exchange a1 h8' 'add white Qd4' 'remove c3' 'substitute Q R' \
    'rotate 90' 'mirror a1<-->h1' 'shift a1 b2' 'polish' 'stipulation h#2' 'continued move a1 a2' \
    '{a1: a2}' 'zeroposition' 'condition AliceChess' |
    while IFS= read -r line; do n=$((n + 1)); printf '%s' "$line" > $c/twins/seed-$n; done
for t in fen yaml popeye move_text stipulation twins; do
    echo "$t: $(ls $c/$t | wc -l) seeds"
done
