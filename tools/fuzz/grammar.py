"""Grammar of `#pragma approx` for the fuzzer: seed harvesting and mutation.

Seeds are the `#pragma approx` lines (and `_Pragma("approx ...")` strings)
of the lit tests under test/, with their `// expected-...` comments removed.
A mutation works on the pragma's tokens with knowledge of the clause
grammar (docs/language.md, docs/data.md, docs/cuda-aware.md): it drops,
duplicates, swaps or inserts whole clauses (generated well-formed from the
grammar), replaces perforation kinds, modes, values (extreme numbers),
labels (escapes, empty, long, wide), item lists and array sections, and
applies token-level damage (drop, duplicate, swap, unbalanced or nested
parentheses, truncation). Everything is driven by the random.Random passed
in, so a case is a pure function of its seed.
"""
import os
import re

CLAUSES = ["perfo", "in", "out", "reconstruct", "precision", "sync", "atomic",
           "branch", "label", "if", "memo", "inout"]
PERFO_KINDS = ["small", "large", "rate", "rand", "init", "fini"]
PREC_MODES = ["half", "bf16", "float", "unorm16", "unorm8"]
RECON = ["nn", "lerp"]
SYNC_MODES = ["skip", "warp", "active", "tile(4)", "tile(0)", "tile(33)", "tile(n)"]
ATOMIC_MODES = ["team", "block", "warp", "none", "skip", "grid"]
BRANCH_MODES = ["majority", "then", "else", "skip"]
NUMBERS = ["0", "1", "2", "3", "-1", "0.5", ".25", "0.999999", "1.0", "-0.0",
           "2147483647", "2147483648", "4294967296", "-2147483649",
           "9223372036854775807", "9223372036854775808", "18446744073709551615",
           "18446744073709551616", "(1ULL<<63)", "(1ULL<<62)", "0x7fffffff",
           "0xffffffffffffffff", "1e308", "1e-308", "1e999", "2.5e9", "'a'",
           "n", "n/2", "(n)", "((2))", "sizeof(int)", "-n", "n*n*n*n"]
LABELS = ['"x"', '"blur"', '""', '"\\0x"', '"a\\0"', '"\\x41"', '"a\\"b"',
          '"\\n"', '"a" "b"', 'u8"x"', 'L"x"', 'u"x"', '"' + "l" * 300 + '"',
          '"a:b"', '"with space"', '"%s%n"', '"\\\\"', '"\\377"', 'x', '1']
ITEMS = ["a[0:n]", "b[0:n]", "a[:n]", "a[0:0]", "a[-1:2]", "a[n:n]", "a[0:n][0:m]",
         "([n][m])a", "([n])a", "([0][m])a", "(([n][m]))a", "a", "*a", "a[1]",
         "x", "s", "a[0:n], b[0:n]", "a[0:n], a[0:n]", "a[0:2147483648]",
         "a[0:(1ULL<<63)]", "((a))[0:n]", "a[0:n", "a[0:n]]", "s.f[0:n]", "p4[0:n]"]
MEMO_KINDS = ["in", "out", "in:warp", "out:thread", "in:block", "inn", "", "in:"]
MEMO_KNOBS = ["threshold", "size", "tables", "items", "history", "predict", "hierarchy",
              "replace"]
MEMO_VALUES = NUMBERS[:12] + ["NAN", "INFINITY", "thread", "warp", "rr", "lru", "n", ""]
IFS = ["n > 8", "on", "approx", "1", "0", "n", "a", "", "n >", "(n)"]
VOCAB = ["(", ")", ":", ",", "[", "]", "{", "}", ";", "#", "\\", "?", "...", "::",
         "->", ".", "0", "n", "a", '"x"', "approx", "omp", "for", "__approx_x",
         "_Pragma", "'", "@", "chunk", "host", "device"] + CLAUSES + PERFO_KINDS

TOKEN_RE = re.compile(r'''(?:u8|[uUL])?"(?:\\.|[^"\\])*"?|'(?:\\.|[^'\\])*'?|'''
                      r'''[A-Za-z_]\w*|\.?\d(?:[\w.]|[eEpP][+-])*|<<|>>|::|->|\.\.\.|\S''')


def tokens(text):
    return TOKEN_RE.findall(text)


def _strip_comment(line):
    """The line up to a // or /* that is not inside a string literal."""
    quote = None
    i = 0
    while i < len(line):
        ch = line[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif line.startswith("//", i) or line.startswith("/*", i):
            return line[:i]
        i += 1
    return line


PRAGMA_RE = re.compile(r"^\s*#\s*pragma\s+approx\b(.*)$")
OPERATOR_RE = re.compile(r'_Pragma\s*\(\s*"approx\b((?:\\.|[^"\\])*)"\s*\)')


def harvest(root):
    """Sorted, de-duplicated clause texts of every pragma under root."""
    seeds = set()
    for dirpath, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith((".c", ".cpp", ".h")):
                continue
            try:
                with open(os.path.join(dirpath, name), errors="replace") as f:
                    lines = f.read().split("\n")
            except OSError:
                continue
            i = 0
            while i < len(lines):
                line = lines[i]
                while line.endswith("\\") and i + 1 < len(lines):
                    i += 1
                    line = line[:-1] + " " + lines[i]
                i += 1
                m = PRAGMA_RE.match(line)
                if m:
                    seeds.add(_strip_comment(m.group(1)).strip())
                for m in OPERATOR_RE.finditer(line):
                    body = m.group(1).replace('\\"', '"').replace("\\\\", "\\")
                    seeds.add(body.strip())
    return sorted(seeds)


def gen_clause(rng):
    """One clause generated from the grammar (mostly well-formed)."""
    c = rng.choice(CLAUSES)
    if c == "perfo":
        chunk = ", chunk(%s)" % rng.choice(NUMBERS) if rng.random() < 0.3 else ""
        return "perfo(%s%s : %s)" % (rng.choice(PERFO_KINDS), chunk, rng.choice(NUMBERS))
    if c in ("in", "out", "inout"):
        return "%s(%s)" % (c, rng.choice(ITEMS))
    if c == "memo":
        knobs = "".join(", %s(%s)" % (rng.choice(MEMO_KNOBS), rng.choice(MEMO_VALUES))
                        for _ in range(rng.randrange(3)))
        return "memo(%s%s)" % (rng.choice(MEMO_KINDS), knobs)
    if c == "reconstruct":
        where = rng.choice(["", ", host", ", device", ", gpu"])
        return "reconstruct(%s%s)" % (rng.choice(RECON), where)
    if c == "precision":
        mode = rng.choice(PREC_MODES)
        if mode.startswith("unorm") or rng.random() < 0.4:
            return "precision(%s : %s)" % (mode, rng.choice(["a", "in", "a, b", "x", "n", ""]))
        return "precision(%s)" % mode
    if c == "sync":
        return "sync(%s)" % rng.choice(SYNC_MODES)
    if c == "atomic":
        return "atomic(%s)" % rng.choice(ATOMIC_MODES)
    if c == "branch":
        return "branch(%s)" % rng.choice(BRANCH_MODES)
    if c == "label":
        return "label(%s)" % rng.choice(LABELS)
    return "if(%s)" % rng.choice(IFS)


def split_clauses(toks):
    """Top-level clauses: a name and its balanced parenthesised argument."""
    out, i = [], 0
    while i < len(toks):
        if toks[i] == ",":
            i += 1
            continue
        cur = [toks[i]]
        i += 1
        depth = 0
        while i < len(toks) and (depth > 0 or (toks[i] == "(" and len(cur) == 1)):
            depth += {"(": 1, ")": -1}.get(toks[i], 0)
            cur.append(toks[i])
            i += 1
        out.append(cur)
    return out


def _replace_in_class(toks, rng, pool, pred):
    idx = [i for i, t in enumerate(toks) if pred(t)]
    if not idx:
        return toks + [rng.choice(pool)]
    i = rng.choice(idx)
    return toks[:i] + tokens(rng.choice(pool)) + toks[i + 1:]


def _is_number(t):
    return t[:1].isdigit() or (t[:1] == "." and t[1:2].isdigit())


def _mutate_once(toks, rng):
    op = rng.randrange(16)
    if op <= 4:  # clause-level
        cl = split_clauses(toks)
        k = rng.randrange(5)
        if k == 0 and cl:
            del cl[rng.randrange(len(cl))]
        elif k == 1 and cl:
            cl.insert(rng.randrange(len(cl) + 1), list(rng.choice(cl)))
        elif k == 2 and len(cl) > 1:
            i, j = rng.randrange(len(cl)), rng.randrange(len(cl))
            cl[i], cl[j] = cl[j], cl[i]
        elif k == 3 and cl:
            cl[rng.randrange(len(cl))] = tokens(gen_clause(rng))
        else:
            cl.insert(rng.randrange(len(cl) + 1), tokens(gen_clause(rng)))
        sep = [","] if rng.random() < 0.3 else []
        out = []
        for c in cl:
            out += (sep if out else []) + c
        return out
    if op == 5:
        return _replace_in_class(toks, rng, NUMBERS, _is_number)
    if op == 6:
        return _replace_in_class(toks, rng, LABELS, lambda t: t.endswith('"'))
    if op == 7:
        kinds = PERFO_KINDS + PREC_MODES + RECON + ATOMIC_MODES + BRANCH_MODES
        return _replace_in_class(toks, rng, kinds + ["bogus", "SMALL", "host"],
                                 lambda t: t in kinds)
    if op == 8:
        return _replace_in_class(toks, rng, CLAUSES + ["Perfo", "perf", "approx", "omp"],
                                 lambda t: t in CLAUSES)
    if op == 9:  # item list / array section
        return _replace_in_class(toks, rng, ITEMS, lambda t: t in ("a", "b", "in", "out", "o", "img"))
    if not toks:
        return tokens(gen_clause(rng))
    i = rng.randrange(len(toks))
    if op == 10:
        return toks[:i] + toks[i + 1:]
    if op == 11:
        return toks[:i] + [toks[i]] + toks[i:]
    if op == 12 and len(toks) > 1:
        j = rng.randrange(len(toks))
        toks = list(toks)
        toks[i], toks[j] = toks[j], toks[i]
        return toks
    if op == 13:
        return toks[:i] + [rng.choice(VOCAB)] + toks[i:]
    if op == 14:  # nest or unbalance parentheses
        j = rng.randrange(i, len(toks) + 1)
        depth = rng.choice([1, 2, 8, 64])
        return toks[:i] + ["("] * depth + toks[i:j] + [")"] * rng.choice([0, depth]) + toks[j:]
    return toks[:i]  # truncation


def mutate(text, rng):
    """A mutated pragma clause text (0 to 4 mutations; 0 keeps the seed)."""
    toks = tokens(text)
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4])):
        toks = _mutate_once(toks, rng)
    return " ".join(toks)


def family(text):
    """What statement the pragma wants: loop, memo, barrier, atomic, branch, group."""
    toks = set(tokens(text))
    if "sync" in toks:
        return "barrier"
    if "atomic" in toks:
        return "atomic"
    if "branch" in toks:
        return "branch"
    if "memo" in toks:
        return "memo"
    if toks & {"perfo", "in", "out", "reconstruct", "precision"}:
        return "loop"
    return "group"
