#!/usr/bin/env python3
"""Translate an English Popeye input file (as `alice convert --to popeye` writes
it, and the hand-made inputs of tests/data/popeye_out/) into German or French:

    scripts/popeye-translate.py de|fr FILE.inp > OUT.inp

Commands, options, the condition, colours, twinning words and piece letters
(pieces, twins, Forsyth) are translated; Remark, Author, Origin, Title and
Award lines are kept verbatim. How the lang-de-*/lang-fr-* inputs of the
Popeye corpus were made (tests/data/popeye_out/README.md)."""
import re, sys
L = sys.argv[1]  # de or fr
CMD = {
 'beginproblem': ('AnfangProblem','DebutProbleme'),
 'endproblem': ('EndeProblem','FinProbleme'),
 'nextproblem': ('WeiteresProblem','asuivre'),
 'twin': ('Zwilling','jumeau'),
 'zeroposition': ('NullStellung','zeroposition'),
 'remark': ('Bemerkung','remarque'),
 'author': ('Autor','auteur'),
 'origin': ('Quelle','source'),
 'pieces': ('Steine','pieces'),
 'condition': ('Bedingung','condition'),
 'option': ('Option','option'),
 'stipulation': ('Forderung','enonce'),
 'protocol': ('Protokoll','protocol'),
 'title': ('Titel','titre'),
 'award': ('Auszeichnung','prix'),
 'forsyth': ('Forsyth','Forsyth'),
}
OPT = {
 'defence': ('Widerlegung','Defense'), 'setplay': ('Satzspiel','Apparent'),
 'whitetoplay': ('WeissBeginnt','ApparentSeul'), 'variation': ('Varianten','Variantes'),
 'variations': ('Varianten','Variantes'),
 'movenumbers': ('Zugnummern','Trace'), 'startmovenumber': ('StartZugnummer','Enroute'),
 'duplex': ('Duplex','Duplex'), 'threat': ('Drohung','Menace'), 'nothreat': ('OhneDrohung','SansMenace'),
 'try': ('Verfuehrung','Essais'), 'maxsolutions': ('MaxLoesungen','MaxSolutions'),
 'maxflightsquares': ('MaxFluchtFelder','MaxCasesFuites'), 'keepmatingpiece': ('HalteMattsetzendenStein','RetiensPieceMatante'),
 'enpassant': ('EnPassant','EnPassant'), 'noboard': ('OhneBrett','SansEchiquier'),
 'noshortvariations': ('OhneKurzVarianten','SansVariantesCourtes'), 'halfduplex': ('HalbDuplex','DemiDuplex'),
 'postkeyplay': ('NachSchluessel','ApresCle'), 'intelligent': ('Intelligent','Intelligent'),
 'maxtime': ('MaxZeit','MaxTemps'), 'nocastling': ('KeineRochade','SansRoquer'), 'quodlibet': ('Quodlibet','Quodlibet'),
 'uptomovenumber': ('BisZugnummer','JusquAuCoup'),
}
COND = {'alicechess': ('AliceSchach','Alice')}
COL = {'white': ('Weiss','Blanc'), 'black': ('Schwarz','Noir'), 'neutral': ('Neutral','Neutre')}
TW = {'move': ('versetze','deplacement'), 'exchange': ('tausche','echange'), 'stipulation': ('Forderung','enonce'),
 'add': ('hinzufuegen','ajoute'), 'remove': ('entferne','ote'), 'continued': ('ferner','enplus'), 'cont': ('ferner','enplus'),
 'rotate': ('Drehung','rotation'), 'polishtype': ('Farbwechsel','CouleurEchange'), 'mirror': ('Spiegelung','miroir'),
 'shift': ('Verschiebung','translation'), 'substitute': ('ersetze','remplace')}
PIECE = {'K': ('K','R'), 'Q': ('D','D'), 'R': ('T','T'), 'B': ('L','F'), 'S': ('S','C'), 'P': ('B','P')}
i = 0 if L == 'de' else 1
def piece(tok):
    m = re.fullmatch(r'([KQRBSPkqrbsp])((?:[a-h][1-8])+)', tok)
    if m:
        t = PIECE[m.group(1).upper()][i]
        return (t if m.group(1).isupper() else t.lower()) + m.group(2)
    if tok in PIECE: return PIECE[tok][i]
    if tok.upper() in PIECE and len(tok) == 1: return PIECE[tok.upper()][i].lower()
    return None
def forsyth(tok):
    out = ''
    for c in tok:
        u = c.upper()
        if u in PIECE:
            t = PIECE[u][i]
            out += t if c.isupper() else t.lower()
        else: out += c
    return out
out = []
mode = None
for line in open(sys.argv[2]):
    toks = re.split(r'(\s+)', line)
    res = []
    first = True
    rest_verbatim = False
    for tok in toks:
        if rest_verbatim or tok.strip() == '':
            res.append(tok); continue
        low = tok.lower()
        if first:
            first = False
            if low in CMD or low in ('begin','end','next','stip','opt','cond','pieces'):
                key = {'begin':'beginproblem','end':'endproblem','next':'nextproblem','stip':'stipulation','opt':'option','cond':'condition'}.get(low, low)
                mode = 'twin' if key == 'zeroposition' else key
                res.append(CMD[key][i])
                if key in ('remark','author','origin','title','award','protocol'):
                    rest_verbatim = True
                continue
        if mode == 'option' and low in OPT: res.append(OPT[low][i]); continue
        if mode == 'condition' and low in COND: res.append(COND[low][i]); continue
        if mode in ('pieces','twin') and low in COL: res.append(COL[low][i]); continue
        if mode == 'twin' and low in TW: res.append(TW[low][i]); continue
        if mode == 'forsyth': res.append(forsyth(tok)); continue
        if mode in ('pieces','twin'):
            p = piece(tok)
            if p: res.append(p); continue
        res.append(tok)
    out.append(''.join(res))
sys.stdout.write(''.join(out))
