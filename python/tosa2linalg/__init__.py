"""tosa2linalg — lower TOSA element-wise ops in MLIR text to linalg (ctypes over libtosa2linalg).

    import tosa2linalg
    out = tosa2linalg.lower(text)                  # str -> str; raises tosa2linalg.Error
    diags = tosa2linalg.verify(text)               # list of Diagnostic, [] when valid

The shared library is found through the loader's search (LD_LIBRARY_PATH, the
system's library directories: after `make install`, run `ldconfig` once for
/usr/local/lib), or at the path in the TOSA2LINALG_LIBRARY environment
variable, else in the build/ directory of the source tree this module is in.
Calls release the GIL: threads may lower inputs at once.
"""
import ctypes
import os
from dataclasses import dataclass
from typing import List, Optional

__all__ = ["lower", "verify", "Error", "Diagnostic", "version", "SEVERITIES"]

SEVERITIES = ("error", "warning", "note", "remark")
_PASSES = {"lower": 0, "verify": 1, "none": 2}
_STATUS = {1: "errors in the input", 2: "input or output error", 3: "out of memory", 4: "bad options"}


@dataclass(frozen=True)
class Diagnostic:
    """One diagnostic: file and line/column (None and 0 when it has no place), severity
    ("error", "warning", "note", "remark"), message; the source line as shown (a
    window with "..." around the column when the line is long) and the caret's
    1-based column in it."""
    file: Optional[str]
    line: int
    column: int
    severity: str
    message: str
    source_line: Optional[str] = None
    source_column: int = 0

    def __str__(self):
        where = f"{self.file}:{self.line}:{self.column}: " if self.file and self.line else "tosa2linalg: "
        return f"{where}{self.severity}: {self.message}"


class Error(Exception):
    """The input could not be lowered; .diagnostics holds every Diagnostic reported,
    .status the library's status (1 input errors, 2 I/O, 3 out of memory, 4 options)."""

    def __init__(self, status, diagnostics):
        self.status = status
        self.diagnostics = diagnostics
        first = next((d for d in diagnostics if d.severity == "error"), None)
        super().__init__(str(first) if first else _STATUS.get(status, f"status {status}"))


class _Diag(ctypes.Structure):
    _fields_ = [("severity", ctypes.c_int), ("file", ctypes.c_char_p), ("line", ctypes.c_uint),
                ("column", ctypes.c_uint), ("message", ctypes.c_char_p), ("source_line", ctypes.c_char_p),
                ("source_column", ctypes.c_uint)]


_DIAG_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(_Diag))


class _Options(ctypes.Structure):
    _fields_ = [("input_name", ctypes.c_char_p), ("passes", ctypes.c_int), ("strict_ranks", ctypes.c_int),
                ("split_input_file", ctypes.c_int), ("verify_only", ctypes.c_int),
                ("verify_diagnostics", ctypes.c_int), ("print_debuginfo", ctypes.c_int), ("fuse", ctypes.c_int),
                ("runtime_checks", ctypes.c_int), ("on_diagnostic", _DIAG_FN), ("user", ctypes.c_void_p),
                ("threads", ctypes.c_int), ("allow_unregistered_dialect", ctypes.c_int),
                ("elementwise_only", ctypes.c_int), ("no_tosa_left", ctypes.c_int), ("reserved", ctypes.c_int * 4)]


def _load():
    here = os.path.dirname(os.path.abspath(__file__))
    candidates = [os.environ.get("TOSA2LINALG_LIBRARY"), "libtosa2linalg.so.0",
                  os.path.join(here, "..", "..", "build", "libtosa2linalg.so.0")]
    errors = []
    for name in filter(None, candidates):
        try:
            lib = ctypes.CDLL(name)
        except OSError as e:
            errors.append(str(e))
            continue
        lib.t2l_lower_buffer.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_void_p),
                                         ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(_Options)]
        lib.t2l_lower_buffer.restype = ctypes.c_int
        lib.t2l_free.argtypes = [ctypes.c_void_p]
        lib.t2l_free.restype = None
        lib.t2l_version.argtypes = []
        lib.t2l_version.restype = ctypes.c_char_p
        return lib
    raise ImportError("tosa2linalg: cannot load libtosa2linalg.so (set LD_LIBRARY_PATH or TOSA2LINALG_LIBRARY, "
                      "or run `make` in the source tree): " + "; ".join(errors))


_lib = _load()


def version() -> str:
    """The library's version."""
    return _lib.t2l_version().decode()


def _text(b):
    return None if b is None else b.decode("utf-8", "replace")


def _run(text, input_name, passes, verify_only, **flags):
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    if passes not in _PASSES:
        raise ValueError(f"passes must be one of {', '.join(_PASSES)}, not {passes!r}")
    diags: List[Diagnostic] = []

    def collect(_user, d):
        d = d.contents
        diags.append(Diagnostic(_text(d.file), d.line, d.column,
                                SEVERITIES[d.severity] if d.severity < len(SEVERITIES) else str(d.severity),
                                _text(d.message), _text(d.source_line), d.source_column))

    callback = _DIAG_FN(collect)  # referenced until the call returns
    opts = _Options(input_name=input_name.encode(), passes=_PASSES[passes], verify_only=int(verify_only),
                    on_diagnostic=callback, **{k: int(bool(v)) for k, v in flags.items()})
    out, n = ctypes.c_void_p(), ctypes.c_size_t()
    status = _lib.t2l_lower_buffer(data, len(data), ctypes.byref(out), ctypes.byref(n), ctypes.byref(opts))
    try:
        result = ctypes.string_at(out.value, n.value).decode("utf-8", "surrogateescape") if out.value else ""
    finally:
        _lib.t2l_free(out)
    return status, result, diags


def lower(text, *, strict_ranks=False, split_input_file=False, verify_diagnostics=False, passes="lower",
          print_debuginfo=False, fuse=False, runtime_checks=False, allow_unregistered_dialect=False,
          elementwise_only=False, no_tosa_left=False, input_name="<string>") -> str:
    """Lowers MLIR text (str or bytes) and returns the result; raises Error with the
    diagnostics when the input has errors. print_debuginfo (--mlir-print-debuginfo),
    runtime_checks, fuse, allow_unregistered_dialect, elementwise_only and
    no_tosa_left are the options of the same names of the command."""
    status, out, diags = _run(text, input_name, passes, False, strict_ranks=strict_ranks,
                              split_input_file=split_input_file, verify_diagnostics=verify_diagnostics,
                              print_debuginfo=print_debuginfo, fuse=fuse, runtime_checks=runtime_checks,
                              allow_unregistered_dialect=allow_unregistered_dialect,
                              elementwise_only=elementwise_only, no_tosa_left=no_tosa_left)
    if status:
        raise Error(status, diags)
    return out


def verify(text, *, strict_ranks=False, split_input_file=False, allow_unregistered_dialect=False,
           input_name="<string>") -> List[Diagnostic]:
    """Verifies MLIR text; returns its diagnostics ([] when it is valid). Raises Error
    only when it could not run (out of memory)."""
    status, _, diags = _run(text, input_name, "lower", True, strict_ranks=strict_ranks,
                            split_input_file=split_input_file, allow_unregistered_dialect=allow_unregistered_dialect)
    if status not in (0, 1):
        raise Error(status, diags)
    return diags
