"""Random malformed and well-formed `#pragma approx` lines before random
statements: the compiler must answer each with success or a diagnostic
(exit 0 or 1), never a crash. Usage: fuzz-pragmas.py CC LANG SEED N"""
import random, subprocess, sys
CC, LANG = sys.argv[1], sys.argv[2]
sys.argv = sys.argv[2:]
random.seed(int(sys.argv[1]))
vocab = ["perfo","(",")",":",",","small","large","rate","rand","init","fini","chunk","2","0.5","-1","n","label",'"x"',"if","in","out","reconstruct","nn","lerp","host","device","precision","half","bf16","float","unorm16","sync","warp","tile","4","active","skip","atomic","team","none","branch","majority","then","else","a","[","]","0",";","{","}","#","approx","1e9","x+","?"]
stmts = ["for (int i = 0; i < n; ++i) a[i] = 0;", "{ a[0] = 1; }", "a[0] = 2;", "if (n) a[0] = 3;", "for (;;) break;", "", "}", "for (int i = 0; i < n; i++) for (int j = 0; j < n; ++j) a[i] = j;", "#pragma omp parallel for\n for (int i = 0; i < n; ++i) a[i] = 0;", "#pragma omp barrier", "while (n--) a[n] = 0;", "do a[0]++; while (0);"]
crashes = 0
N = int(sys.argv[2]) if len(sys.argv) > 2 else 200
for k in range(N):
    toks = [random.choice(vocab) for _ in range(random.randint(0, 12))]
    if random.random() < 0.5:
        toks = ["perfo", "(", random.choice(["small","large","rate","x"]), ":", random.choice(["2","0.5","n",""]), ")"] + toks
    src = "void f(int n, float *a) {\n#pragma approx " + " ".join(toks) + "\n" + random.choice(stmts) + "\n}\n"
    r = subprocess.run([CC, "-fopenmp", "-fsyntax-only", "-x", LANG, "-"], input=src, capture_output=True, text=True)
    if r.returncode not in (0, 1):
        crashes += 1
        print("CRASH", r.returncode, repr(src), r.stderr[-500:])
print(f"{N} cases, {crashes} crashes")
sys.exit(1 if crashes else 0)
