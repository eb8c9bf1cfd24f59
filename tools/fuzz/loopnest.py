"""Case drawing, C/C++ rendering and expectations of tools/fuzz/fuzz-loops.

fuzz-loops (the driver) asks this module for a case (a dict drawn from a
seeded random.Random), its source text and what each build must print.
"classic" is the original shape: one loop of loops.py under `#pragma approx
perfo(...)`, sequential, under `parallel for`, as a kernel or inside a
target region. The other shapes follow docs/language.md ("perfo") rule by
rule: `collapse(2)` nests with the region on the outer loop (rows kept,
report not checked: the doc does not say what a collapsed outer region
counts) or on the inner one ("counts once per run (per value of the outer
loops' variables)"); a sequential perforated loop in the body of an OpenMP
loop, under dead or live `#ifdef`/`#if` directives and a `_Pragma(#x)` macro
directive ("a directive in a block an #if leaves out is not there");
`break` in a sequential body (C's value of the breaking iteration after it,
and the early-exit report counts); C++ `auto` loop variables and a template
instantiated for two integer types ("values in long long arithmetic", so
only loops that stay below 2^63 and never wrap); any of them may be built
with -fapprox-perfo-lowering=continue, which keeps the same iterations.
`rand` is drawn for one-region, one-dimension shapes only.
"""
import re

import loops

SEQUENTIAL = {"seq", "tgt-seq"}
CONTEXTS = ["seq", "seq", "pf", "tdpf", "tgt-seq", "tgt-pf"]
GPU_CONTEXTS = ["tdpf", "tdpf", "tgt-seq", "tgt-pf", "tgt-pf", "seq", "pf"]
NEW = ["collapse-outer", "collapse-inner", "inbody", "inbody", "break", "cxx-auto", "cxx-template"]
REALS = [0.0, 0.1, 0.25, 0.3, 0.5, 0.6, 0.75, 0.9, 0.99, 1.0 / 3]
# (decoration lines above the inner approx pragma, #define line, simd live?)
DECOR = [([], None, False), (["#ifdef X", "#pragma omp simd", "#endif"], None, False),
         (["#ifdef X", "#pragma omp simd", "#endif"], "#define X 1", True),
         (["#if 0", "#pragma omp simd", "#endif"], None, False),
         (["PRAGMA(omp simd)"], None, True),
         (["#if 1", "#pragma omp simd", "#else", "#pragma omp parallel for", "#endif"], None, True),
         (["#if 0", "#pragma omp simd", "#else", "#endif"], None, False)]
KMAP = "map(tofrom: rec[0:MAXN], cnt)"
KMAP2 = "map(tofrom: rec2[0:MAXN], cnt)"


def draw_pragma(rng, c, rand=True):
    """Kind, value and chunk of the region (the original draw order)."""
    c["kind"] = rng.choice(["small", "large", "rate", "init", "fini", "small", "rand"])
    if not rand and c["kind"] == "rand":
        c["kind"] = rng.choice(["small", "large", "rate", "init", "fini"])
    c["value"] = rng.randint(2, 5) if c["kind"] in ("small", "large") else rng.choice(REALS)
    if c["kind"] in ("small", "large") and rng.random() < 0.1:
        c["value"] = rng.choice([7, 64, 2147483647])
    c["chunk"] = rng.choice([2, 3, 4, 8, 100]) if rng.random() < 0.3 else None
    c["chunk_after"] = rng.random() < 0.5
    c["value_var"] = rng.random() < 0.2
    c["approx_after_omp"] = rng.random() < 0.3


def draw_classic(rng, mode):
    shape, seq, after, _ = loops.draw_case(rng)
    c = {"shape": shape, "seq": seq, "after": after, "mode": mode, "sk": "classic",
         "ctx": rng.choice(GPU_CONTEXTS if mode == "gpu" else CONTEXTS), "lang": "c", "flags": []}
    draw_pragma(rng, c)
    c["lastprivate"] = shape["before"] and c["ctx"] in ("pf", "tgt-pf") and rng.random() < 0.5
    return c


def small_loop(rng, maxn, ok=None):
    """A loops.py loop of at most maxn iterations that never wraps (and passes ok)."""
    for _ in range(400):
        s, seq, after, _ = loops.draw_case(rng)
        if len(seq) <= maxn and not s["wrapped"] and (ok is None or ok(s, seq, after)):
            return s, seq, after
    raise RuntimeError("no small loop")


def generic_ok(s, seq, after):
    """An `auto`/template variable: values in long long arithmetic (below 2^63)."""
    vals = seq + [after]
    return not s["wrapped"] and max(vals) < (1 << 63) and max(vals) - min(vals) < (1 << 63)


def draw_new(rng, mode, shapes):
    sk = rng.choice(NEW) if shapes == "new" else rng.choice(["classic"] * 3 + NEW)
    if sk == "classic":
        c = draw_classic(rng, mode)
        c["flags"] = ["-fapprox-perfo-lowering=continue"] if rng.random() < 0.25 else []
        return c
    c = {"sk": sk, "mode": mode, "lang": "cxx" if sk.startswith("cxx") else "c",
         "lastprivate": False}
    gpu = mode == "gpu"
    if sk in ("collapse-outer", "collapse-inner", "inbody"):
        c["outer"] = small_loop(rng, 24)
        c["shape"], c["seq"], c["after"] = small_loop(rng, 40)
        c["outer"][0]["before"] = c["outer"][0]["before"] and rng.random() < 0.5
        c["ctx"] = rng.choice(["pf", "tdpf", "tdpf", "tgt-pf"] if gpu else ["pf", "tdpf", "tgt-pf"])
        draw_pragma(rng, c, rand=False)
        if sk == "inbody":
            c["decor"] = rng.randrange(len(DECOR))
            c["pragma_macro"] = rng.random() < 0.3
            if DECOR[c["decor"]][2]:
                c["shape"]["before"] = False  # a simd loop's variable is linear
    elif sk == "break":
        c["shape"], c["seq"], c["after"] = small_loop(rng, 3000, lambda s, q, a: len(q) > 0)
        c["ctx"] = rng.choice(["seq", "tgt-seq"])
        c["shape"]["before"] = rng.random() < 0.7
        c["brk"] = c["seq"][rng.randrange(len(c["seq"]))]
        draw_pragma(rng, c, rand=False)
    else:
        c["shape"], c["seq"], c["after"] = small_loop(rng, 3000, generic_ok)
        c["ctx"] = rng.choice(GPU_CONTEXTS if gpu else CONTEXTS)
        s = c["shape"]
        s["typedef"], s["lbvar"], s["lbtext"] = False, s["base"], "lbv"
        if sk == "cxx-auto":
            s["before"], s["tytext"] = False, "auto"
        else:
            s["tytext"] = "T"
            c["inst"] = draw_second_type(rng, c)
        draw_pragma(rng, c, rand=sk == "cxx-auto")
        c["lastprivate"] = s["before"] and c["ctx"] in ("pf", "tgt-pf") and rng.random() < 0.5
    c["flags"] = ["-fapprox-perfo-lowering=continue"] if rng.random() < 0.25 else []
    return c


def draw_second_type(rng, c):
    """[(type, seq, after)] for two types that run the same template loop as documented."""
    s, out = c["shape"], [(c["shape"]["base"], c["seq"], c["after"])]
    for t in rng.sample(loops.VAR_TYPES, len(loops.VAR_TYPES)):
        s2 = dict(s, base=t)
        if t == s["base"] or not loops.fits(s["lb"], loops.TYPES[t]):
            continue
        seq, after, why = loops.c_loop(s2)
        if why is None and generic_ok(s2, seq, after):
            return out + [(t, seq, after)]
    return out


def pragma(c):
    v = "val" if c["value_var"] else repr(c["value"])
    ch = ", chunk(%d)" % c["chunk"] if c["chunk"] else ""
    inner = "%s : %s%s" % (c["kind"], v, ch) if c["chunk_after"] else \
        "%s%s : %s" % (c["kind"], ch, v)
    return '#pragma approx perfo(%s) label("L") if(flag)' % inner


def nm(text, sfx):
    return re.sub(r"\b(ub|lbv)\b", lambda m: m.group(1) + sfx, text)


def vtype(s, sfx=""):
    return s.get("tytext") or ("var%s_t" % sfx if s["typedef"] else s["base"])


def header(s, v="i", sfx=""):
    init = ("%s = %s" if s["before"] else vtype(s, sfx) + " %s = %s") % (v, nm(s["lbtext"], sfx))
    ub = nm(s["ubtext"], sfx)
    test = "%s %s %s" % (ub, loops.SWAP[s["op"]], v) if s["swapped"] else \
        "%s %s %s" % (v, s["op"], ub)
    k, f = s["ktext"], s["form"]
    step = {"++": v + "++", "pre++": "++" + v, "--": v + "--", "pre--": "--" + v,
            "+=": "%s += %s" % (v, k), "-=": "%s -= %s" % (v, k), "v=v+k": "%s = %s + %s" % (v, v, k),
            "v=k+v": "%s = %s + %s" % (v, k, v), "v=v-k": "%s = %s - %s" % (v, v, k),
            "+=neg": "%s += -%s" % (v, k), "-=neg": "%s -= -%s" % (v, k)}[f]
    return "for (%s; %s; %s)" % (init, test, step)


def decls(s, sfx=""):
    out = [] if s["blit"] else ["%s ub%s = %s;" % (s["bname"], sfx, loops.literal(s["ub"])[0])]
    if s.get("lbvar"):
        out.append("%s lbv%s = %s;" % (s["lbvar"], sfx, loops.literal(s["lb"])[0]))
    return out


def keep_after(c):
    """Print the variable after the loop? (sequential, or lastprivate with iterations:
    OpenMP leaves a lastprivate original unchanged when the loop has none)."""
    s = c["shape"]
    return c["sk"] in ("classic", "break", "cxx-auto", "cxx-template") and s["before"] and (
        c["ctx"] in SEQUENTIAL or (c["lastprivate"] and len(c["seq"]) > 0))


def body(c):
    brk = ["  if (i == %s) break;" % loops.literal(c["brk"])[0]] if "brk" in c else []
    if c["ctx"] in SEQUENTIAL:
        return ["{", "  if (cnt < MAXN) rec[cnt] = (unsigned long long)i;", "  cnt++;"] + brk + ["}"]
    return ["{", "  long s;", "#pragma omp atomic capture", "  s = cnt++;",
            "  if (s < MAXN) rec[s] = (unsigned long long)i;", "}"]


BODY2 = ["{", "  long s;", "#pragma omp atomic capture", "  s = cnt++;",
         "  if (s < MAXN) { rec2[s][0] = (unsigned long long)i; rec2[s][1] = (unsigned long long)j; }",
         "}"]


def wrap(c, omp, loop, decl):
    """Place omp line(s) and the approx pragma; a target region around tgt-* contexts."""
    pr = [pragma(c)]
    if omp:
        pr = [omp] + pr if c["approx_after_omp"] else pr + [omp]
    lines = pr + loop
    if c["ctx"].startswith("tgt"):
        return ["#pragma omp target map(tofrom: rec[0:MAXN], rec2[0:MAXN], cnt, after)", "{"] + \
            decl + lines + ["}"]
    return decl + lines


def region(c):
    """The lines of the perforated loop (nest) and its OpenMP context."""
    s, ctx, sk = c["shape"], c["ctx"], c["sk"]
    decl = ["%s i;" % vtype(s)] if s["before"] else []
    if sk in ("collapse-outer", "collapse-inner", "inbody"):
        o = c["outer"][0]
        decl = (["%s i;" % vtype(o)] if o["before"] else []) + \
            (["%s j;" % vtype(s, "2")] if s["before"] and sk != "inbody" else [])
        col = " collapse(2)" if sk != "inbody" else ""
        omp = {"pf": "#pragma omp parallel for" + col, "tgt-pf": "#pragma omp parallel for" + col,
               "tdpf": "#pragma omp target teams distribute parallel for%s %s" % (col, KMAP2)}[ctx]
        if sk == "inbody" and c["pragma_macro"]:
            omp = "PRAGMA(%s)" % omp[len("#pragma "):]
        inner = [header(s, "j", "2")] + BODY2
        if sk == "collapse-outer":
            return wrap(c, omp, [header(o)] + inner, decl)
        if sk == "collapse-inner":
            nb = [header(o), pragma(c)] + inner
        else:
            jd = ["%s j;" % vtype(s, "2")] if s["before"] else []
            nb = [header(o), "{"] + jd + DECOR[c["decor"]][0] + [pragma(c)] + inner + ["}"]
        if ctx.startswith("tgt"):
            return ["#pragma omp target map(tofrom: rec2[0:MAXN], cnt)", "{"] + decl + [omp] + \
                nb + ["}"]
        return decl + [omp] + nb
    lp = " lastprivate(i)" if c["lastprivate"] else ""
    omp = {"seq": None, "tgt-seq": None, "pf": "#pragma omp parallel for" + lp,
           "tgt-pf": "#pragma omp parallel for" + lp,
           "tdpf": "#pragma omp target teams distribute parallel for " + KMAP}[ctx]
    after = ["after = (unsigned long long)i;"] if keep_after(c) else []
    return wrap(c, omp, [header(s)] + body(c) + after, decl)


def render(c):
    s, sk = c["shape"], c["sk"]
    out = ["#include <stdint.h>", "#include <stdio.h>", "#include <stdlib.h>",
           "#include <sys/types.h>", "#define MAXN 8192", "#define PRAGMA(x) _Pragma(#x)"]
    if sk == "inbody" and DECOR[c["decor"]][1]:
        out.append(DECOR[c["decor"]][1])
    nest = "outer" in c
    for sh, sfx in ([(c["outer"][0], ""), (s, "2")] if nest else [(s, "")]):
        if sh["typedef"] and not sh.get("tytext"):
            out.append("typedef %s var%s_t;" % (sh["base"], sfx))
    out += ["static unsigned long long rec[MAXN], rec2[MAXN][2];", "static long cnt;",
            "static unsigned long long after;",
            "static int cmp(const void *a, const void *b) {",
            "  const unsigned long long *x = (const unsigned long long *)a, "
            "*y = (const unsigned long long *)b;",
            "  return x[0] != y[0] ? (x[0] > y[0]) - (x[0] < y[0]) : "
            "(x[1] > y[1]) - (x[1] < y[1]);", "}",
            "static int cmp1(const void *a, const void *b) {",
            "  unsigned long long x = *(const unsigned long long *)a, "
            "y = *(const unsigned long long *)b;",
            "  return (x > y) - (x < y);", "}",
            "static void dump(int sorted, int aft) {", "  long m = cnt < MAXN ? cnt : MAXN;",
            "  if (sorted) qsort(rec, m, sizeof rec[0], cmp1);", '  printf("n=%ld\\n", cnt);',
            '  for (long q = 0; q < m; ++q) printf("%llu\\n", rec[q]);',
            '  if (aft) printf("after=%llu\\n", after);', "}"]
    vt = "int" if c["kind"] in ("small", "large") else "double"
    vdecl = ["%s val = %r;" % (vt, c["value"])] if c["value_var"] else []
    srt, aft = int(c["ctx"] not in SEQUENTIAL), int(keep_after(c))
    if sk == "cxx-template":
        bt = [] if s["blit"] else [", %s ub" % s["bname"]]
        out += ["template <typename T> static void run(int flag, T lbv%s, %s val) {"
                % ("".join(bt), vt)] + ["  " + x for x in region(c)] + ["}"]
    out += ["int main(int argc, char **argv) {", "  int flag = argc > 1 ? atoi(argv[1]) : 1;"]
    if nest:
        out += ["  " + x for x in decls(c["outer"][0]) + decls(s, "2") + vdecl + region(c)]
        out += ["  long m = cnt < MAXN ? cnt : MAXN;", "  qsort(rec2, m, sizeof rec2[0], cmp);",
                '  printf("n=%ld\\n", cnt);', "  for (long q = 0; q < m; ++q)",
                '    printf("%llu %llu\\n", rec2[q][0], rec2[q][1]);']
    elif sk == "cxx-template":
        out += ["  " + x for x in decls(dict(s, lbvar=None)) + vdecl]
        for t, _, _ in c["inst"]:
            out += ['  cnt = 0; after = 0; printf("T=%s\\n");' % t,
                    "  run<%s>(flag, (%s)%s%s, %s);" % (t, t, loops.literal(s["lb"])[0],
                                                      "" if s["blit"] else ", ub",
                                                      "val" if vdecl else "0"),
                    "  dump(%d, %d);" % (srt, aft)]
    else:
        out += ["  " + x for x in decls(s) + vdecl + region(c)] + ["  dump(%d, %d);" % (srt, aft)]
    return "\n".join(out + ["  return 0;", "}", ""])


def lines1(c, seq, after, ks):
    vals = [seq[k] % (1 << 64) for k in ks]
    if c["ctx"] not in SEQUENTIAL:
        vals.sort()
    out = ["n=%d" % len(vals)] + [str(v) for v in vals]
    if keep_after(c):
        out.append("after=%d" % (after % (1 << 64)))
    return "\n".join(out) + "\n"


def kept(c, n):
    return loops.kept_iterations(c["kind"], c["value"], c["chunk"] or 1, n)


def expect(c, enabled):
    """(stdout, report) the run must give; stdout None: rand (checked by the driver);
    report None: not checked (or a tuple (executions, total, kept))."""
    n, sk = len(c["seq"]), c["sk"]
    if enabled and c["kind"] == "rand":
        return None, None
    ks = kept(c, n) if enabled else list(range(n))
    if sk in ("collapse-outer", "collapse-inner", "inbody"):
        oseq = c["outer"][1]
        oks = kept(c, len(oseq)) if enabled and sk == "collapse-outer" else range(len(oseq))
        ks = range(n) if sk == "collapse-outer" else ks
        pairs = sorted((oseq[a] % (1 << 64), c["seq"][b] % (1 << 64)) for a in oks for b in ks)
        text = "\n".join(["n=%d" % len(pairs)] + ["%d %d" % p for p in pairs]) + "\n"
        rep = None if sk == "collapse-outer" else \
            (len(oseq), len(oseq) * n, len(oseq) * len(ks))
        return text, rep if enabled else None
    if sk == "cxx-template":
        return "".join("T=%s\n" % t + lines1(c, seq, after, kept(c, len(seq)) if enabled
                                               else range(len(seq)))
                       for t, seq, after in c["inst"]), None
    after, rep = c["after"], (1, n, len(ks))
    if "brk" in c:
        for q, k in enumerate(ks):
            if c["seq"][k] == c["brk"]:
                ks, after, rep = ks[:q + 1], c["seq"][k], (1, k + 1, q + 1)
                break
    return lines1(c, c["seq"], after, ks), rep if enabled else None
