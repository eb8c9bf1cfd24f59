"""space.py - the search space of a built program, read from the program.

A space is a list of Params. A Param tunes one label, or several labels
tied to one setting (a --space key "a,b"), and has a list of choices; a
choice is None (the region off: {"enabled": false}) or a setting, an
APPROX_CONFIG entry (kind, value, chunk, reconstruct, enabled) that may
also carry "set": "<clause>", a compile-time clause applied by rebuilding
with -fapprox-set=<label>:<clause> (bincache.py). A configuration picks one
choice per Param; Optuna sees each Param as one categorical parameter whose
values are the choices' canonical JSON. A joint Param's choices are
{label: setting} (points that are no product of per-label settings).
A space may also hold other builds of the program (Variant: the data
variants of variants.py); it is then conditional: a configuration names
its build ("variant") and that build's Params only.

The regions and their knobs come from the program (discover()): one run
with APPROX_REPORT as compiled lists the regions that ran and which of them
move data (bytes_transferred/bytes_saved, or transfers_skipped /
data_not_applied where the construct ran where data techniques do not apply); one probe run with every label
that counted iterations set to {"kind": "large", "value": 2} shows which
regions perforate (their kept_iterations drop below total_iterations).
The runtime refuses APPROX_CONFIG fields that apply to none of a label's
techniques, so memo regions (memo_lookups in the report) and regions that
count no iterations (data only, sync/atomic/branch) are left out of the
probe, and memo regions are "other". Knobs per class:
  perforation   off, as compiled, kinds small/large/rate/init/fini at a few
                values, and chunk(8/32) for large/rate
  data + perfo  the same perforations, reconstruct lerp and nn
  data only     off or as compiled (precision / unorm transfers on or off)
  other         off or as compiled (sync/atomic/branch switched by if();
                their modes are compile-time: "set" choices in --space;
                memo regions: their knobs through --space)
Regions the report lists as chosen at compile time ("compile_time": a
sync/atomic/branch region folded away by a literal if(0)) take no
APPROX_CONFIG field and are left out, like those without if(), which it
does not list. The report has no technique names, so the classes are inferred; --space
overrides any label's list. The regions not tuned (not in --labels, or
with only "off" in --space) are disabled in every configuration, as in
the exact reference, which disables every region the program reported.
"""
import itertools
import json
import os
import signal
import subprocess
import tempfile

from . import interrupt

PERFO = [
    {"kind": "small", "value": 2}, {"kind": "small", "value": 4},
    {"kind": "large", "value": 2}, {"kind": "large", "value": 4}, {"kind": "large", "value": 8},
    {"kind": "rate", "value": 0.25}, {"kind": "rate", "value": 0.5}, {"kind": "rate", "value": 0.75},
    {"kind": "init", "value": 0.25}, {"kind": "fini", "value": 0.25},
]
CHUNKED = [{"kind": "large", "value": 2, "chunk": 8}, {"kind": "large", "value": 4, "chunk": 32},
           {"kind": "rate", "value": 0.5, "chunk": 32}]
AS_COMPILED = {}
PROBE = {"kind": "large", "value": 2}


class SpaceError(Exception):
    """A space that cannot be tuned: the message says why."""


def key(choice):
    """Canonical string of a choice (Optuna's categorical value)."""
    return "off" if choice is None else json.dumps(choice, sort_keys=True)


class Param:
    """One categorical dimension. joint=False: every choice is one setting
    given to all of labels. joint=True: every choice is {label: setting} (a
    label it does not name is off), for points that are no product of
    per-label settings (the harness's combinations)."""

    def __init__(self, labels, choices, joint=False, prefix=""):
        self.labels = tuple(labels)
        self.name = prefix + ",".join(self.labels)
        self.choices = list(choices)
        self.joint = joint
        self.keys = [key(c) for c in self.choices]
        self.by_key = dict(zip(self.keys, self.choices))

    def entries(self, k):
        """{label: APPROX_CONFIG entry (with "set" if any)} of choice key k."""
        choice = self.by_key[k]
        if choice is None:
            return {lab: {"enabled": False} for lab in self.labels}
        if self.joint:
            return {lab: dict(choice[lab]) if choice.get(lab) is not None else {"enabled": False}
                    for lab in self.labels}
        return {lab: dict(choice) for lab in self.labels}


class Variant:
    """A build of the program: the base one (tag BASE, the program as
    given) or a data variant (variants.py): its own binary or -fapprox-set
    clauses, and its own Params (named "<tag>/<labels>" so that Optuna sees
    one distribution per name). off: labels of the build with nothing to
    tune, disabled in every configuration of it."""

    def __init__(self, tag, params, binary=None, sets=(), off=(), clauses=None):
        self.tag, self.params, self.binary = tag, params, binary
        self.sets, self.off = tuple(sets), tuple(off)
        # "label:clauses" the build was compiled with (prior.py's model):
        # its "set" clauses, or what --variants says a prebuilt binary has
        self.clauses = tuple(self.sets if clauses is None else clauses)

    def size(self):
        n = 1
        for p in self.params:
            n *= len(p.choices)
        return n


BASE = "base"
VARIANT = "variant"  # the Optuna parameter choosing the build


class Space:
    """params: the base build's Params. variants: further builds (a
    conditional space: "variant" first, then that build's Params); without
    them configurations are {param: key} exactly as before variants."""

    def __init__(self, params, variants=(), off=()):
        self.params = params
        self.base = Variant(BASE, params, off=off)
        self.variants = [self.base] + list(variants)
        self.by_tag = {v.tag: v for v in self.variants}

    @property
    def conditional(self):
        return len(self.variants) > 1

    @property
    def labels(self):
        return [lab for p in self.params for lab in p.labels]

    def variant(self, assign):
        return self.by_tag[assign.get(VARIANT, BASE)]

    def size(self):
        return sum(v.size() for v in self.variants)

    def grid(self):
        """Every configuration, as {param name: key} (and "variant")."""
        for v in self.variants:
            names = [p.name for p in v.params]
            for keys in itertools.product(*[p.keys for p in v.params]):
                a = dict(zip(names, keys))
                if self.conditional:
                    a[VARIANT] = v.tag
                yield a

    def evaluable(self):
        """Configurations that are not the exact program (every build's
        all-off one is)."""
        return sum(v.size() - all("off" in p.keys for p in v.params) for v in self.variants)

    def valid(self, assign):
        """assign names a build and exactly its parameters, with known keys."""
        tag = assign.get(VARIANT, BASE)
        if tag not in self.by_tag or (VARIANT in assign) != self.conditional:
            return False
        ps = self.by_tag[tag].params
        return len(assign) == len(ps) + self.conditional and \
            all(assign.get(p.name) in p.by_key for p in ps)

    def is_exact(self, assign):
        """Every region off (in any build: its regions then run exactly)."""
        return all(v == "off" for k, v in assign.items() if k != VARIANT)

    def entries(self, assign):
        """{label: APPROX_CONFIG entry (with "set" if any)} that a
        configuration's knobs set (fresh dicts)."""
        out = {}
        for p in self.variant(assign).params:
            out.update(p.entries(assign[p.name]))
        return out

    def decode(self, assign):
        """{param: key} -> (APPROX_CONFIG dict, sorted -fapprox-set clauses)."""
        v = self.variant(assign)
        cfg, sets = {lab: {"enabled": False} for lab in v.off}, list(v.sets)
        for lab, entry in self.entries(assign).items():
            clause = entry.pop("set", None)
            if clause:
                sets.append("%s:%s" % (lab, clause))
            cfg[lab] = entry
        return cfg, tuple(sorted(sets))

    def binary(self, assign):
        """The variant's own binary, or None (the program, or --build)."""
        return self.variant(assign).binary

    def exact_config(self):
        return dict({lab: {"enabled": False} for lab in self.base.off},
                    **{lab: {"enabled": False} for lab in self.labels})


def run_report(cmd, config, env_extra=None, timeout=None):
    """Runs cmd with APPROX_REPORT (and APPROX_CONFIG=config if given;
    without: the program as compiled, which its messages say, not "the
    exact run"); returns the report's regions, or raises SpaceError."""
    with tempfile.TemporaryDirectory() as d:
        rep = os.path.join(d, "report.json")
        env = dict(os.environ, APPROX_REPORT=rep, **(env_extra or {}))
        env.pop("APPROX_CONFIG", None)
        if config is not None:
            path = os.path.join(d, "config.json")
            with open(path, "w") as f:
                json.dump(config, f)
            env["APPROX_CONFIG"] = path
        what = "the program as compiled (the APPROX_REPORT run that finds its regions)" if config is None else \
            "the APPROX_REPORT run under %s" % json.dumps(config, sort_keys=True)[:200]
        try:  # a process group of its own, killed whole on timeout or by a signal
            code, _, err = interrupt.run(cmd, timeout, env=env)
        except OSError as e:
            raise SpaceError("cannot run %s: %s" % (cmd[0], e.strerror))
        except subprocess.TimeoutExpired:
            raise SpaceError("%s timed out after %gs" % (what, timeout))
        if code < 0:
            raise SpaceError("%s failed: killed by %s: %s" % (what, signal.Signals(-code).name,
                                                              err.strip()[-400:]))
        if code != 0:
            raise SpaceError("%s failed: exit %d: %s" % (what, code, err.strip()[-400:]))
        if not os.path.exists(rep):
            raise SpaceError("%s failed: exit 0 but wrote no APPROX_REPORT (is it built with approx-clang?)" % what)
        with open(rep) as f:
            return json.load(f)["regions"]


def classify(regions, probe):
    """{label: class} from the report as compiled and the probe's report."""
    probed = {r["label"]: r for r in probe or []}
    out = {}
    for r in regions:
        if "memo_lookups" in r:  # its hits are no perforation
            out[r["label"]] = "other"
            continue
        p = probed.get(r["label"], r)
        perfo = p.get("total_iterations", 0) > p.get("kept_iterations", 0) or \
            r.get("total_iterations", 0) > r.get("kept_iterations", 0)
        data = any(r.get(k, 0) > 0 for k in ("bytes_transferred", "bytes_saved", "transfers_skipped",
                                              "data_not_applied"))
        out[r["label"]] = ("data-perfo" if data else "perfo") if perfo else ("data" if data else "other")
    return out


def default_choices(cls):
    if cls == "perfo":
        return [None, AS_COMPILED] + PERFO + CHUNKED
    if cls == "data-perfo":
        return [None, AS_COMPILED] + [dict(s, reconstruct=m) for s in PERFO[:5] for m in ("lerp", "nn")]
    return [None, AS_COMPILED]


def discover(cmd, env_extra=None, timeout=None):
    """[(label, class)] in report order, from the program itself."""
    # A region the report lists as chosen at compile time (a sync, atomic or
    # branch region folded away by a literal if(0): "compile_time": "exact")
    # takes no APPROX_CONFIG field, "enabled" included: not tuned.
    regions = [r for r in run_report(cmd, None, env_extra, timeout) if "compile_time" not in r]
    labels = [r["label"] for r in regions]
    # Only regions that may perforate take "kind" (see above).
    probed = [r["label"] for r in regions
              if r.get("total_iterations", 0) > 0 and "memo_lookups" not in r]
    probe = None
    if probed:
        try:
            probe = run_report(cmd, {lab: PROBE for lab in probed}, env_extra, timeout)
        except SpaceError:
            probe = None  # classes from the compiled report alone
    cls = classify(regions, probe)
    return [(lab, cls[lab]) for lab in labels]


def load_space_file(path):
    """--space JSON: {label or "a,b": [setting, ...]}; "off" is always added."""
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise SpaceError("--space %s: %s" % (path, e))
    if not isinstance(doc, dict) or not all(isinstance(v, list) for v in doc.values()):
        raise SpaceError("--space %s: expected {label: [setting, ...]}" % path)
    for name, settings in doc.items():
        for s in settings:
            if not isinstance(s, dict):
                raise SpaceError("--space %s: label '%s': a setting is not an object: %s"
                                 % (path, name, json.dumps(s)))
    check_keys(doc, "--space %s" % path)
    return doc


def check_keys(doc, where):
    """Each label in one key of a space document at most: two Params setting
    one label (keys "a" and "a,b") made the later one win silently."""
    owner = {}
    for name in doc:
        for lab in name.split(","):
            if not lab:
                raise SpaceError("%s: key '%s' names an empty label" % (where, name))
            if lab in owner:
                raise SpaceError("%s: label '%s' is named twice in key '%s'" % (where, lab, name)
                                 if owner[lab] == name else
                                 "%s: label '%s' is in two keys, '%s' and '%s'" % (where, lab, owner[lab], name))
            owner[lab] = name


def build(discovered, labels=None, space_doc=None):
    """The Space: discovered [(label, class)], --labels, --space document."""
    known = [lab for lab, _ in discovered]
    cls = dict(discovered)
    if labels is not None:
        unknown = [lab for lab in labels if lab not in cls]
        if unknown:
            raise SpaceError("--labels names labels the program does not have: %s (its labels: %s)"
                             % (unknown, ", ".join(known) or "none"))
    else:
        labels = known
    space_doc = space_doc or {}
    named = [lab for name in space_doc for lab in name.split(",")]
    unknown = sorted(set(named) - set(labels))
    if unknown:
        raise SpaceError("--space names labels the program does not have: %s" % unknown)
    params, tied = [], set()
    for name, settings in space_doc.items():
        group = name.split(",")
        tied.update(group)
        params.append((min(labels.index(lab) for lab in group), Param(group, [None] + settings)))
    for i, lab in enumerate(labels):
        if lab not in tied:
            params.append((i, Param([lab], default_choices(cls.get(lab, "perfo")))))
    params = [p for _, p in sorted(params, key=lambda x: x[0]) if len(p.choices) > 1]
    tuned = {lab for p in params for lab in p.labels}
    # what --labels (or an empty --space list) leaves out runs exactly, in the
    # reference and in every trial (it ran as compiled in both before)
    space = Space(params, off=[lab for lab in known if lab not in tuned])
    if not space.params:
        raise SpaceError("the search space is empty: the program reported no approx region to tune"
                         if not labels else "the search space is empty (every label has only 'off')")
    return space
