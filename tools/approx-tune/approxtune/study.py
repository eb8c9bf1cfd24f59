"""study.py - the Optuna study: its storage opened and checked, the study
created or resumed. Two objectives, both minimised: relative time (time /
exact time, i.e. 1/speedup, so that machines of one kind sharing a study
agree) and error. Storage (--storage): default sqlite:///<out>/study.db;
any Optuna RDB URL (sqlite:///..., postgresql://..., mysql://...) or
journal:<file> (Optuna's JournalFileStorage: a lock-protected append-only
log, for a shared file system); not an in-memory SQLite database. It is
checked writable before anything runs (a probe study created and
deleted). The same command started on several machines with one storage
URL works on one study: the study name is derived from the command and
the space (or --study), samplers see every machine's trials, and each
process stops when the study holds --budget evaluated trials. Resuming is
the same: started again, a command continues its study up to the budget
(trials.py fails what a dead process left running and requeues it). The
rest of the study is beside this file: sampling.py (the sampler and the
first trials), workers.py (Runner: the worker threads, cached and failed
trials) and trials.py (a trial's configuration, the budget's count, lost
trials); the tests reach some of their names through this module, which
re-exports them.
"""
import time
import warnings

import optuna

# re-exported: the names the tests (tools/approx-tune/tests) use as study.X
from .sampling import PLANNED_STARTUP, enqueue_start, make_sampler, planner_for  # noqa: F401
from .trials import HOST, done_count, fail_abandoned, lost  # noqa: F401
from .trials import suggest as _suggest  # noqa: F401
from .workers import Runner  # noqa: F401


class StorageError(Exception):
    pass


def open_storage(url):
    """An Optuna storage object for --storage, checked writable, or
    StorageError (before anything runs: an in-memory or read-only
    database failed only once the first trial was told)."""
    try:
        storage = _open(url)
    except Exception as e:  # any driver or connection error
        raise StorageError("--storage '%s': %s" % (url, _first_line(e)))
    try:
        _check_writable(storage)
    except Exception as e:  # Optuna's own message says little: the driver's (its cause) says why
        while e.__cause__ is not None or e.__context__ is not None:
            e = e.__cause__ or e.__context__
        raise StorageError("--storage '%s': cannot write to it: %s" % (url, _first_line(e)))
    return storage


def _first_line(e):
    return str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__


def _open(url):
    if url.startswith("journal:"):
        from optuna.storages import JournalFileStorage, JournalStorage
        path = url[len("journal:"):]
        if not path:
            raise ValueError("journal: needs a file name")
        return JournalStorage(JournalFileStorage(path))
    if "://" not in url:
        raise ValueError("not a storage URL (sqlite:///file.db, postgresql://..., journal:file)")
    if _in_memory(url):
        raise ValueError("an in-memory SQLite database does not outlive this process (and is not shared with "
                         "its threads): give a file, sqlite:///FILE.db")
    for attempt in range(6):
        try:
            st = optuna.storages.RDBStorage(url)
            if url.startswith("sqlite"):
                _immediate_transactions(st.engine)
            return st
        except Exception as e:  # processes creating one database at once race on its tables
            racing = any(m in str(e) for m in ("UNIQUE constraint", "already exists", "locked"))
            if not racing or attempt == 5:
                raise
            time.sleep(0.2 * (attempt + 1))


def _in_memory(url):
    """sqlite:// (no file), sqlite:///:memory: or a URI with mode=memory."""
    if not url.startswith("sqlite"):
        return False
    path = url.split("://", 1)[1]
    return path in ("", "/") or path.startswith("/:memory:") or "mode=memory" in path


def _check_writable(storage):
    """Creates and deletes a study of its own in the storage: a write
    transaction, so that a read-only database fails now."""
    import uuid
    name = "approx-tune-probe-%s" % uuid.uuid4().hex[:12]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        optuna.logging.set_verbosity(optuna.logging.WARNING)
        optuna.create_study(storage=storage, study_name=name)
        optuna.delete_study(study_name=name, storage=storage)


def _immediate_transactions(engine):
    """Every transaction of a SQLite storage begins IMMEDIATE, holding the
    database's write lock from its first read. SQLite has no row locks
    (Optuna's SELECT ... FOR UPDATE is ignored) and the Python driver
    begins a transaction only at the first write, so popping a waiting
    trial (read WAITING, write RUNNING) was no atomic step: two processes
    sharing a study could both pop one trial, run it twice and fail it
    (--startup ladder and conditional grids enqueue their first trials).
    The pool is emptied so that every connection gets the hooks."""
    import sqlalchemy

    @sqlalchemy.event.listens_for(engine, "connect")
    def _connect(dbapi_conn, record):
        dbapi_conn.isolation_level = None  # the driver issues no BEGIN of its own

    @sqlalchemy.event.listens_for(engine, "begin")
    def _begin(conn):
        conn.exec_driver_sql("BEGIN IMMEDIATE")

    engine.dispose()


def open_study(storage, name, sampler):
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return optuna.create_study(storage=storage, study_name=name, sampler=sampler,
                                   directions=["minimize", "minimize"], load_if_exists=True)
