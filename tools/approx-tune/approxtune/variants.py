"""variants.py - data variants: other builds of the program as one more
dimension of the space (space.Variant).

A data technique's representation (precision(half|bf16|unorm8|unorm16),
reconstruct(..., host), which items a region moves) is fixed at compile
time; APPROX_CONFIG only switches the region on or off and sets its
perforation and reconstruction method. So a data variant is another
binary, and the space becomes conditional: first the build, then the
knobs of that build's regions, found in that build's own APPROX_REPORT
(space.discover: which regions move data, which perforate). Where the
builds come from:
  --variants FILE   {tag: {"binary": path} | {"set": ["label:clause", ...]},
                     optional "space": {label or "a,b": [setting, ...]},
                     optional "clauses": the "label:clause"s a binary
                     was compiled with, for --startup prior's model}:
                     prebuilt binaries (the harness's bin/<app>.ours-<tag>)
                     or -fapprox-set clauses built through --build
  automatic         with --build and no --variants: for the regions the
                     report shows moving data, "half" and "bf16" (every such
                     region's items in that precision), each a variant.
A variant with a "space" tunes the labels it names (the rest of its
labels are disabled in each of its configurations: Variant.off); one
without tunes the labels of its report that --labels keeps (a label only
this build has is always kept), with --space's settings where it names
them and approx-tune's default choices elsewhere. Params are named
"<tag>/<labels>".
"""
import json

from . import space as S

AUTO_PRECISIONS = ("half", "bf16")


def load(path):
    """The --variants document, checked: {tag: {"binary"|"set", "space"?}}."""
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise S.SpaceError("--variants %s: %s" % (path, e))
    if not isinstance(doc, dict) or not doc:
        raise S.SpaceError("--variants %s: expected {tag: {\"binary\": path} or {\"set\": [clauses]}}" % path)
    for tag, v in doc.items():
        if tag == S.BASE or "/" in tag or not tag:
            raise S.SpaceError("--variants %s: '%s' is not a usable tag (not empty, '%s' or with '/')"
                               % (path, tag, S.BASE))
        if not isinstance(v, dict) or ("binary" in v) == ("set" in v):
            raise S.SpaceError("--variants %s: variant '%s': give exactly one of \"binary\" and \"set\""
                               % (path, tag))
        if "set" in v and not (isinstance(v["set"], list) and all(isinstance(c, str) and ":" in c
                                                                     for c in v["set"])):
            raise S.SpaceError("--variants %s: variant '%s': \"set\" is a list of \"label:clause\""
                               % (path, tag))
        if "clauses" in v and not (isinstance(v["clauses"], list) and
                                   all(isinstance(c, str) and ":" in c for c in v["clauses"])):
            raise S.SpaceError("--variants %s: variant '%s': \"clauses\" is a list of \"label:clause\""
                               % (path, tag))
        sp = v.get("space", {})
        if not isinstance(sp, dict) or not all(isinstance(x, list) for x in sp.values()):
            raise S.SpaceError("--variants %s: variant '%s': \"space\" is {label: [setting, ...]}" % (path, tag))
        S.check_keys(sp, "--variants %s: variant '%s': \"space\"" % (path, tag))
    return doc


def automatic(found):
    """{tag: {"set": [...]}} for the data regions of the base report."""
    data = [lab for lab, cls in found if cls in ("data", "data-perfo")]
    if not data:
        return {}
    return {p: {"set": ["%s:precision(%s)" % (lab, p) for lab in data]} for p in AUTO_PRECISIONS}


def inherited(found, base_labels, labels=None, space_doc=None):
    """(labels, space document) a variant without its own "space" gets from
    --labels and --space: --labels restricts the labels the program has
    too (a label only this build has is always tuned), --space's entries
    apply to the labels this build has."""
    have = [lab for lab, _ in found]
    doc = {k: v for k, v in (space_doc or {}).items() if all(lab in have for lab in k.split(","))}
    if labels is None:
        return None, doc
    keep = [lab for lab in have if lab in labels or lab not in base_labels]
    keep += [lab for k in doc for lab in k.split(",") if lab not in keep]
    return keep, doc


def make(tag, found, doc_entry, labels=None, space_doc=None):
    """One Variant from its discovered [(label, class)] and its entry;
    labels / space_doc: what inherited() gives a variant without "space"."""
    doc = doc_entry.get("space")
    if doc:
        labels = [lab for name in doc for lab in name.split(",")]
    else:
        doc = space_doc
    unknown = sorted(set(labels or ()) - {lab for lab, _ in found})
    if unknown:
        raise S.SpaceError("variant '%s': its space names labels the build does not have: %s (its labels: %s)"
                           % (tag, unknown, ", ".join(lab for lab, _ in found) or "none"))
    if not found:
        raise S.SpaceError("variant '%s': the build reported no approx region" % tag)
    try:
        params = S.build(found, labels, doc).params
    except S.SpaceError:  # nothing to tune in this build: the build as compiled is its one setting
        labs = [lab for lab, _ in found]
        params = [S.Param(labs, [None, {lab: S.AS_COMPILED for lab in labs}], joint=True)]
    for p in params:
        p.name = "%s/%s" % (tag, p.name)
    tuned = {lab for p in params for lab in p.labels}
    off = [lab for lab, _ in found if lab not in tuned]
    return S.Variant(tag, params, binary=doc_entry.get("binary"), sets=doc_entry.get("set", ()), off=off,
                     clauses=doc_entry.get("clauses"))


def discover_all(doc, discover_binary, base_labels=(), labels=None, space_doc=None):
    """[Variant] for the document; discover_binary(tag, entry) returns the
    build's [(label, class)] (it runs the binary, or builds it first)."""
    out = []
    for tag, entry in doc.items():
        found = discover_binary(tag, entry)
        labs, sdoc = inherited(found, base_labels, labels, space_doc)
        out.append(make(tag, found, entry, labs, sdoc))
    return out
