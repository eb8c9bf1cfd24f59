"""Case generator and C-semantics model for tools/fuzz/fuzz-loops.

A case is one `for` loop in a canonical form of docs/language.md ("perfo"):
an integer variable of a drawn type (declared in the loop or before it),
`var = lb`, a test `var op ub` or `ub op var`, and one of the documented
steps. This module draws such a loop from a seeded random.Random, models
what C itself does with it (x86_64 LP64 types, integer promotions, the usual
arithmetic conversions, modulo-2^w stores into unsigned variables) to get C's
sequence of values and the value that ends the loop, discards the loops
whose C meaning is undefined, implementation-defined or too long (signed
overflow, an out-of-range store into a signed variable, more than CAP
iterations), and computes which logical iterations a perforation kind keeps
(the table of docs/language.md), so the driver can compare a compiled
program's output with what the documentation promises.
"""
import math

CAP = 5000  # longest C loop a case may have
# name -> (bits, signed, rank); rank orders int < long < long long (C 6.3.1.1)
TYPES = {
    "int": (32, True, 3), "unsigned": (32, False, 3), "long": (64, True, 4),
    "long long": (64, True, 5), "unsigned long long": (64, False, 5),
    "size_t": (64, False, 4), "ssize_t": (64, True, 4), "short": (16, True, 2),
    "unsigned short": (16, False, 2), "unsigned char": (8, False, 1),
    "uint8_t": (8, False, 1), "uint16_t": (16, False, 2), "uint32_t": (32, False, 3),
    "int64_t": (64, True, 4), "uint64_t": (64, False, 4), "unsigned long": (64, False, 4),
}
VAR_TYPES = ["int", "unsigned", "long", "long long", "size_t", "ssize_t", "short",
             "unsigned short", "uint8_t", "uint16_t", "uint32_t", "int64_t", "uint64_t"]
BOUND_TYPES = ["int", "unsigned", "long", "size_t", "long long", "short", "uint8_t",
               "uint16_t", "ssize_t", "uint64_t", "int64_t", "unsigned long long"]
# 64-bit unsigned spellings whose values the plugin computes in unsigned arithmetic
WIDE_UNSIGNED = {"size_t", "uint64_t", "unsigned long", "unsigned long long"}
NARROW_UNSIGNED = {"unsigned", "unsigned short", "unsigned char", "uint8_t", "uint16_t",
                   "uint32_t"}
OPS = ["<", "<=", ">", ">=", "!="]
SWAP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "!=": "!="}
INT = TYPES["int"]


def rng_of(t):
    bits, signed, _ = t
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)


def conv(v, t):
    """v converted to type t modulo 2^w (what clang does; C: only unsigned is defined)."""
    bits, signed, _ = t
    v &= (1 << bits) - 1
    return v - (1 << bits) if signed and v >> (bits - 1) else v


def fits(v, t):
    lo, hi = rng_of(t)
    return lo <= v <= hi


def promote(t):
    return INT if t[2] < 3 else t


def common(a, b):
    """The usual arithmetic conversions of two integer types (LP64)."""
    a, b = promote(a), promote(b)
    if a[1] == b[1]:
        return a if a[2] >= b[2] else b
    u, s = (a, b) if not a[1] else (b, a)
    if u[2] >= s[2]:
        return u
    return s if s[0] > u[0] else (s[0], False, s[2])


def literal(v):
    """(C text, type) of an integer constant of value v."""
    if v < 0:
        if v == -(1 << 63):
            return "(-9223372036854775807L - 1)", TYPES["long"]
        text, t = literal(-v)
        return "-" + text, t
    if v < (1 << 31):
        return str(v), INT
    if v < (1 << 63):
        return "%dL" % v, TYPES["long"]
    return "%dUL" % v, TYPES["unsigned long"]


def arith(v, t, k, kt):
    """v (type t) + k (type kt) in C: (value, None) or (None, reason)."""
    ct = common(t, kt)
    r = v + k
    if ct[1] and not fits(r, ct):
        return None, "signed overflow in step"
    return conv(r, ct), None


def c_loop(s):
    """C's values of the loop and its final value: (seq, after, reason or None)."""
    t, bt = TYPES[s["base"]], s["btype"]
    if s.get("bad"):
        return None, None, s["bad"]
    if t[1] and not fits(s["lb"], t):
        return None, None, "lb out of signed range"
    v, seq, wrapped = conv(s["lb"], t), [], False
    ub = s["ub"]
    while test(v, t, ub, bt, s["op"]):
        seq.append(v)
        if len(seq) > CAP:
            return None, None, "too long or infinite"
        r, why = arith(v, t, s["delta"], s["ktype"])
        if why:
            return None, None, why
        if t[1] and not fits(r, t):
            return None, None, "implementation-defined narrowing store"
        nv = conv(r, t)
        if (s["delta"] > 0) != (nv > v):
            wrapped = True
        v = nv
    s["wrapped"] = wrapped
    return seq, v, None


def test(v, t, ub, bt, op):
    ct = common(t, bt)
    a, b = conv(v, ct), conv(ub, ct)
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "!=": a != b}[op]


def documented(s, seq, after):
    """None when docs/language.md promises C's iterations for this loop, else why not."""
    base, vals = s["base"], seq + [after]
    if s["typedef"] and base in WIDE_UNSIGNED:
        if s["wrapped"] or any(x >= (1 << 63) for x in vals):
            return "typedef of a 64-bit unsigned type must stay below 2^63"
    if s["typedef"] and TYPES[base][1] and TYPES[base][0] == 64:
        if vals and max(vals) - min(vals) >= (1 << 63):
            return "typedef of a 64-bit signed type spanning 2^63"
    if s["wrapped"] and base in WIDE_UNSIGNED and s["op"] != "!=":
        down = s["delta"] < 0 and s["op"] in ("<", "<=")
        if not down:
            return "64-bit unsigned wrap other than the count-down idiom"
    return None


def draw_value(rng, t):
    lo, hi = rng_of(t)
    return rng.choice([0, rng.randint(-60, 60), lo + rng.randint(0, 40), hi - rng.randint(0, 40),
                       rng.randint(max(lo, -100000), min(hi, 100000)), rng.randint(lo, hi),
                       rng.randint(-10, 10)])


def draw_shape(rng):
    """One random loop shape (not yet checked against C)."""
    base = rng.choice(VAR_TYPES)
    t = TYPES[base]
    s = {"base": base, "typedef": rng.random() < 0.15, "before": rng.random() < 0.45}
    s["op"] = rng.choice(OPS)
    s["swapped"] = rng.random() < 0.25
    up = rng.random() < (0.85 if s["op"] in ("<", "<=") else 0.15 if s["op"] != "!=" else 0.5)
    k = rng.choice([1, 1, 1, 2, 3, 4, 5, 6, 7]) if rng.random() > 0.06 else \
        rng.choice([1000, 65536, 1 << 31, 3000000000, 1 << 40])
    forms = ["+=", "v=v+k", "v=k+v"] if up else ["-=", "v=v-k"]
    if k == 1:
        forms += ["++", "pre++"] * 2 if up else ["--", "pre--"] * 2
    if rng.random() < 0.04:
        forms, k = (["+=neg"] if not up else ["-=neg"]), k  # var += -k (down), -= -k (up)
    s["form"], s["k"] = rng.choice(forms), k
    s["delta"] = k if up else -k
    s["ktext"], s["ktype"] = literal(k)
    if s["form"] in ("++", "pre++", "--", "pre--"):
        s["ktype"] = INT
    if rng.random() < 0.5:
        s["bname"] = base
    else:
        s["bname"] = rng.choice(BOUND_TYPES)
    s["blit"] = rng.random() < 0.3
    s["lb"] = draw_value(rng, t) if rng.random() < 0.85 else rng.choice([-1, -4, 70000, 300])
    trip = rng.choice([0, 1, 2, 3, rng.randint(4, 40), rng.randint(4, 40), rng.randint(40, 300),
                       rng.randint(300, 3000)])
    ub = s["lb"] + s["delta"] * trip + (0 if s["op"] == "!=" and rng.random() < 0.8
                                        else rng.randint(-3, 3))
    if rng.random() < 0.15:
        ub = rng.choice([-1, -4, -10, 4294967280, 65535, 255, 0, (1 << 63) + 5, (1 << 64) - 3])
    bt = TYPES[s["bname"]]
    if s["blit"]:
        ub = max(min(ub, (1 << 64) - 1), -(1 << 63))
        s["ubtext"], s["btype"] = literal(ub)
        s["ub"] = ub
    else:
        s["ub"] = conv(ub, bt)
        s["ubtext"], s["btype"] = "ub", bt
    if t[0] == 64 and rng.random() < 0.25:
        draw_wide_span(rng, s, t)
    s["lbtext"], _ = literal(s["lb"])
    draw_lb_form(rng, s)
    return s


def draw_wide_span(rng, s, t):
    """A 64-bit loop whose range spans more than 2^63 in a few big steps."""
    lo, hi = rng_of(t)
    up = s["delta"] > 0
    k = rng.randint(1 << 58, 1 << 62)
    trip = rng.randint(2, 40)
    start = lo + rng.randint(0, 1000) if up else hi - rng.randint(0, 1000)
    if (hi - lo) // k < trip:
        trip = (hi - lo) // k
    s["lb"], s["k"], s["delta"] = start, k, k if up else -k
    s["form"] = rng.choice(["+=", "v=v+k", "v=k+v"] if up else ["-=", "v=v-k"])
    s["ktext"], s["ktype"] = literal(k)
    end = start + s["delta"] * trip
    s["ub"] = end if s["op"] == "!=" else end + rng.randint(-3, 3)
    if s["blit"]:
        s["ubtext"], s["btype"] = literal(s["ub"])
    else:
        s["bname"] = s["base"] if rng.random() < 0.7 else rng.choice(["long", "size_t", "uint64_t"])
        s["btype"] = TYPES[s["bname"]]
        s["ub"] = conv(s["ub"], s["btype"])


def draw_lb_form(rng, s):
    """Sometimes init from the bound (`i = ub - d`: the count-down idiom) or a variable."""
    r = rng.random()
    if not s["blit"] and r < 0.12:
        d = rng.choice([0, 1, 1, 2])
        if rng.random() < 0.6:  # for (T i = n - 1; i < n; --i)
            s["op"], s["form"], s["delta"], s["k"] = rng.choice(["<", "<="]), "--", -1, 1
            s["ktext"], s["ktype"] = "1", INT
            s["ub"] = conv(rng.randint(0, 300), s["btype"])
        s["lb"], s["bad"] = arith(s["ub"], s["btype"], -d, INT)
        s["lbtext"] = "ub - %d" % d if d else "ub"
    elif r < 0.25:
        s["lbvar"] = rng.choice(BOUND_TYPES)
        s["lb"] = conv(s["lb"], TYPES[s["lbvar"]])
        s["lbtext"] = "lbv"


def draw_case(rng):
    """A loop shape whose C meaning is defined and documented: (shape, seq, after, skipped)."""
    skipped = {}
    for _ in range(200):
        s = draw_shape(rng)
        seq, after, why = c_loop(s)
        why = why or documented(s, seq, after)
        if why is None and len(seq) < 3 and rng.random() < (0.8 if not seq else 0.5):
            why = "re-drawn: short"  # keep some empty and short loops, not a majority
        if why is None:
            return s, seq, after, skipped
        skipped[why] = skipped.get(why, 0) + 1
    raise RuntimeError("no valid loop after 200 draws")


def kept_chunks(kind, value, nc):
    """Kept chunk indices 0..nc-1 for a compacting kind (docs/language.md table)."""
    if kind == "small":
        return [c for c in range(nc) if c % value != value - 1]
    if kind == "large":
        return [c for c in range(nc) if c % value == 0]
    drop = math.floor(nc * value)
    if kind == "rate":
        kc = nc - drop
        return [q * nc // kc for q in range(kc)]
    if kind == "init":
        return list(range(drop, nc))
    if kind == "fini":
        return list(range(nc - drop))
    raise ValueError(kind)


def kept_iterations(kind, value, chunk, n):
    nc = -(-n // chunk)
    out = []
    for c in kept_chunks(kind, value, nc):
        out.extend(range(c * chunk, min(n, (c + 1) * chunk)))
    return out


def whole_chunk_subset(ks, chunk, n):
    """True when logical iterations ks (sorted) form whole chunks (rand's promise)."""
    got = set(ks)
    for c in set(k // chunk for k in ks):
        if any(k not in got for k in range(c * chunk, min(n, (c + 1) * chunk))):
            return False
    return True
