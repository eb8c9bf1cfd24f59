"""Places where the fuzzer puts a `#pragma approx`: well-formed programs.

Each context is a function (pragma clause text, statement family, rng) ->
(files, main file name); files maps names to contents, written into the
case's own directory. The surrounding program is valid C or C++ on its own;
only the pragma (and what it takes as its statement) is under test. The
statement after the pragma fits the pragma's family (a loop for perfo and
data clauses, a barrier for sync, an atomic loop for atomic, an if for
branch, a loop or any other statement for memo) most of the time, and is a
random other statement otherwise.
"""

PARAMS = ("int n, int m, int k, int c, int on, int approx, int L, int R, int C, int PAD, "
          "double v, float *a, float *b, float *in, float *out, float *o, float *x, "
          "float *y, int *h, int *key")
STMTS = {
    "loop": "for (int i = 0; i < n; ++i) a[i] = b[i] * 2.0f;",
    "loop2": "for (int i = 0; i < n; i++)\n    for (int j = 0; j < m; ++j) a[i * m + j] = b[i];",
    "omp-loop": "#pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: a[0:n])\n"
                "  for (int i = 0; i < n; ++i) a[i] = b[i] + 1.0f;",
    "barrier": "#pragma omp barrier",
    "atomic": "#pragma omp target teams distribute parallel for map(tofrom: h[0:256]) map(to: key[0:n])\n"
              "  for (int i = 0; i < n; ++i) {\n#pragma omp atomic\n    h[key[i] & 255] += 1;\n  }",
    "branch": "if (n > 4) a[0] = 1.0f; else a[0] = 2.0f;",
    "group": "{\n#pragma approx perfo(small:2) label(\"inner\")\n"
             "  for (int i = 0; i < n; ++i) a[i] = 0.0f;\n  }",
    "compound": "{ a[0] = 1.0f; }",
    "expr": "a[0] = 2.0f;",
    "empty": ";",
    "while": "while (n-- > 0) a[n] = 0.0f;",
    "do": "do a[0] += 1.0f; while (0);",
    "none": "",
    # what the memo seeds of the suite name: in(a[i]) out(b[i]), in(a[0]) out(b[0])
    "memo-loop": "for (int i = 0; i < n; ++i) b[i] = a[i] * 2.0f;",
    "memo-expr": "b[0] = a[0] * 2.0f;",
}


# memo takes a loop (its iterations) or any other statement (each of its
# executions, with a table that outlives it).
MEMO_STMTS = ["memo-loop", "memo-expr", "loop", "omp-loop", "expr", "compound", "branch", "do",
              "while"]


def pick_stmt(fam, rng):
    if fam == "memo":
        return STMTS[rng.choice(MEMO_STMTS if rng.random() < 0.8 else sorted(STMTS))]
    if rng.random() < 0.8:
        return STMTS["omp-loop"] if fam == "loop" and rng.random() < 0.4 else STMTS[fam]
    return STMTS[rng.choice(sorted(STMTS))]


def _line(p):
    return "#pragma approx " + p


def _func(body, lang):
    return "void kernel(%s) {\n%s\n}\n" % (PARAMS, body)


def c_body(p, s, rng, lang="c"):
    return {"case." + lang: "#include <stddef.h>\n" + _func(_line(p) + "\n  " + s, lang)}


def cxx_body(p, s, rng):
    return c_body(p, s, rng, "cpp")


def file_scope(p, s, rng, lang="c"):
    src = "int g;\n" + _line(p) + "\n" + _func("  " + s, lang) + "int after(void) { return g; }\n"
    return {"case." + lang: src}


def cxx_file_scope(p, s, rng):
    return file_scope(p, s, rng, "cpp")


def struct_member(p, s, rng, lang="c"):
    src = ("struct S {\n  int n;\n" + _line(p) + "\n  float f[16];\n};\n" +
           _func("  struct S st; st.n = n; " + s, lang))
    return {"case." + lang: src}


def cxx_class(p, s, rng):
    src = ("struct S {\n  int n = 4;\n" + _line(p) + "\n  float f[16];\n"
           "  void g(" + PARAMS + ") {\n" + _line(p) + "\n    " + s + "\n  }\n};\n")
    return {"case.cpp": src}


def member_function(p, s, rng):
    src = ("struct K {\n  int n = 8, m = 2; float *a, *b; int *h, *key;\n  void run();\n"
           "  void inl() {\n" + _line(p) + "\n    " + s + "\n  }\n};\n"
           "void K::run() {\n" + _line(p) + "\n  " + s + "\n}\n")
    return {"case.cpp": src}


def eof(p, s, rng, lang="c", newline=True):
    src = _func("  a[0] = 0.0f;", lang) + _line(p) + ("\n" if newline else "")
    if rng.random() < 0.3:
        src = _line(p) + ("\n" if newline else "")
    return {"case." + lang: src}


def eof_nonl(p, s, rng):
    return eof(p, s, rng, "c", False)


def cxx_eof_nonl(p, s, rng):
    return eof(p, s, rng, "cpp", False)


def eof_stmt(p, s, rng):
    # The pragma's statement runs to the end of the file (unterminated).
    cut = s[: max(1, len(s) // 2)] if s else ""
    return {"case.c": "void kernel(%s) {\n%s\n  %s" % (PARAMS, _line(p), cut)}


def header_end(p, s, rng, lang="c"):
    hdr = "/* fuzz header */\nstatic int hdr_x;\n" + _line(p) + rng.choice(["\n", ""])
    where = rng.randrange(3)
    if where == 0:
        main = '#include "fuzz_hdr.h"\n' + _func("  " + s, lang)
    elif where == 1:
        main = _func('#include "fuzz_hdr.h"\n  ' + s, lang)
    else:
        main = _func("  " + s, lang) + '#include "fuzz_hdr.h"\n'
    return {"case." + lang: main, "fuzz_hdr.h": hdr}


def cxx_header_end(p, s, rng):
    return header_end(p, s, rng, "cpp")


def _quote(p):
    return '"approx ' + p.replace("\\", "\\\\").replace('"', '\\"') + '"'


def pragma_operator(p, s, rng, lang="c"):
    return {"case." + lang: _func("  _Pragma(" + _quote(p) + ")\n  " + s, lang)}


def cxx_pragma_operator(p, s, rng):
    return pragma_operator(p, s, rng, "cpp")


def macro_clauses(p, s, rng, lang="c"):
    if rng.random() < 0.5:
        defs = "#define FUZZ_CLAUSES " + p + "\n"
        body = "#pragma approx FUZZ_CLAUSES\n  " + s
    else:
        defs = "#define FUZZ_APPROX _Pragma(" + _quote(p) + ")\n"
        body = "FUZZ_APPROX\n  " + s
    return {"case." + lang: defs + _func(body, lang)}


def cxx_macro_clauses(p, s, rng):
    return macro_clauses(p, s, rng, "cpp")


def after_omp(p, s, rng, lang="c"):
    omp = rng.choice(["#pragma omp target teams distribute parallel for map(tofrom: a[0:n])",
                      "#pragma omp parallel for", "#pragma omp target",
                      "#pragma omp target data map(tofrom: a[0:n], b[0:n])"])
    loop = "for (int i = 0; i < n; ++i) a[i] = b[i];"
    body = omp + "\n" + _line(p) + "\n  " + (s if s and rng.random() < 0.5 else loop)
    return {"case." + lang: _func(body, lang)}


def before_omp(p, s, rng, lang="c"):
    return {"case." + lang: _func(_line(p) + "\n  " + STMTS["omp-loop"], lang)}


def target_region(p, s, rng, lang="c"):
    body = ("#pragma omp target teams map(tofrom: a[0:n], b[0:n], h[0:256]) map(to: key[0:n])\n"
            "  {\n#pragma omp distribute parallel for\n    for (int i = 0; i < n; ++i) b[i] += 1.0f;\n"
            + _line(p) + "\n    " + s + "\n  }")
    return {"case." + lang: _func(body, lang)}


def cxx_target_region(p, s, rng):
    return target_region(p, s, rng, "cpp")


def template(p, s, rng):
    src = ("template <typename T, int N>\nvoid tk(int n, int m, T *a, T *b, int *h, int *key) {\n" +
           _line(p) + "\n  " + s.replace("2.0f", "T(2)").replace("1.0f", "T(1)") + "\n}\n"
           "void use(int n, float *a, float *b, int *h, int *key) {\n"
           "  tk<float, 4>(n, n, a, b, h, key);\n  tk<double, 2>(n, n, (double *)a, (double *)b, h, key);\n}\n")
    return {"case.cpp": src}


def lambda_body(p, s, rng):
    body = ("auto f = [&](int n) {\n" + _line(p) + "\n    " + s + "\n  };\n  f(n);")
    return {"case.cpp": _func(body, "cpp")}


def nested(p, s, rng, lang="c"):
    body = "for (int r = 0; r < 2; ++r) {\n  if (on)\n" + _line(p) + "\n    " + s + "\n  }"
    return {"case." + lang: _func(body, lang)}


CONTEXTS = {
    "c-body": c_body, "cxx-body": cxx_body,
    "c-file-scope": file_scope, "cxx-file-scope": cxx_file_scope,
    "c-struct": struct_member, "cxx-class": cxx_class,
    "cxx-member": member_function,
    "c-eof-newline": eof, "c-eof-no-newline": eof_nonl, "cxx-eof-no-newline": cxx_eof_nonl,
    "c-eof-in-stmt": eof_stmt,
    "c-header-end": header_end, "cxx-header-end": cxx_header_end,
    "c-pragma-op": pragma_operator, "cxx-pragma-op": cxx_pragma_operator,
    "c-macro": macro_clauses, "cxx-macro": cxx_macro_clauses,
    "c-after-omp": after_omp, "c-before-omp": before_omp,
    "c-target": target_region, "cxx-target": cxx_target_region,
    "cxx-template": template, "cxx-lambda": lambda_body, "c-nested": nested,
}
