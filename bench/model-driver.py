#!/usr/bin/env python3
"""model-driver.py OURS.mlir REF.mlir MODEL.mlir: executes a model whose
arguments are too many for exec_compare's literal inputs. OURS and REF are the
model lowered by tosa2linalg and by the reference pipeline. A driver function
is appended to each: it builds every argument of the model's first public
function with static tensor arguments and results procedurally on the element's
linear index i (floats 0.05 sin(0.7 i + k) for argument k, integers
(7 i + 3) mod 2, so that ids index any table), calls the function and prints
each result. Both are compiled with exec_compare's pipeline and run with
mlir-runner-22; the printed values are compared (floats to a relative 1e-4, the
six digits printMemrefF32 writes). Prints one line, "equal (N values)", "N of M
values differ" or what failed; exit status 0 when equal, 1 otherwise. A model
with no such function but a @main() of its own that prints (buddy-mlir's
blocks) is run from that @main on both sides instead ("own @main: ..."). An
external function that returns nothing and that no runner library defines (a
timing hook) is given an empty body."""
import math
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "exec"))
import exec_compare  # noqa: E402  (EXEC_PIPELINE, DEFAULT_LIBS: one compile recipe)

DRIVER = "__model_driver"
MAX_ELEMENTS = 600_000_000  # 2.4 GB of f32 per side: more is not run here


def first_function(text):
    """(name, argument types, result types) of the first public function."""
    for m in re.finditer(r'func\.func\s+(?:public\s+)?@([\w$.]+)\(', text):
        depth, i = 1, m.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        rest = text[i:].lstrip()
        if not rest.startswith("->"):
            continue
        results = re.findall(r'tensor<[^>]*>', rest[:rest.index("{") if "(" not in rest[:3] else rest.index(")")])
        args = re.findall(r'%[\w$.]+\s*:\s*(tensor<[^>]*>)', text[m.end():i - 1])
        if args and results and "?" not in "".join(args):
            return m.group(1), args, results
    return None


def fill(k, ttype):
    """Lines building argument k of type ttype with a linalg.generic on its index."""
    dims = [int(d) for d in ttype[7:-1].split("x")[:-1]]
    elem = ttype[7:-1].split("x")[-1]
    ds = ", ".join("d%d" % i for i in range(len(dims)))
    L = ["  %%e%d = tensor.empty() : %s" % (k, ttype),
         "  %%a%d = linalg.generic {indexing_maps = [affine_map<(%s) -> (%s)>], iterator_types = [%s]}"
         " outs(%%e%d : %s) {" % (k, ds, ds, ", ".join(['"parallel"'] * len(dims)), k, ttype),
         "  ^bb0(%%o%d: %s):" % (k, elem), "    %%l%d_0 = arith.constant 0 : index" % k]
    for i, d in enumerate(dims):
        L += ["    %%x%d_%d = linalg.index %d : index" % (k, i, i),
              "    %%n%d_%d = arith.constant %d : index" % (k, i, d),
              "    %%m%d_%d = arith.muli %%l%d_%d, %%n%d_%d : index" % (k, i, k, i, k, i),
              "    %%l%d_%d = arith.addi %%m%d_%d, %%x%d_%d : index" % (k, i + 1, k, i, k, i)]
    L.append("    %%i%d = arith.index_cast %%l%d_%d : index to i64" % (k, k, len(dims)))
    if elem.startswith("f") or elem == "bf16":
        L += ["    %%f%d = arith.sitofp %%i%d : i64 to f32" % (k, k),
              "    %%c%d = arith.constant 0.7 : f32" % k, "    %%b%d = arith.constant %d.0 : f32" % (k, k),
              "    %%p%d = arith.mulf %%f%d, %%c%d : f32" % (k, k, k), "    %%q%d = arith.addf %%p%d, %%b%d : f32" % (k, k, k),
              "    %%s%d = math.sin %%q%d : f32" % (k, k), "    %%h%d = arith.constant 0.05 : f32" % k,
              "    %%v%d = arith.mulf %%s%d, %%h%d : f32" % (k, k, k)]
        if elem != "f32":
            L.append("    %%w%d = %s %%v%d : f32 to %s" % (k, "arith.extf" if elem == "f64" else "arith.truncf", k, elem))
    else:
        L += ["    %%c%d = arith.constant 7 : i64" % k, "    %%b%d = arith.constant 3 : i64" % k,
              "    %%r%d = arith.constant 2 : i64" % k, "    %%p%d = arith.muli %%i%d, %%c%d : i64" % (k, k, k),
              "    %%q%d = arith.addi %%p%d, %%b%d : i64" % (k, k, k), "    %%v%d = arith.remui %%q%d, %%r%d : i64" % (k, k, k)]
        if elem != "i64":
            L.append("    %%w%d = arith.trunci %%v%d : i64 to %s" % (k, k, elem))
    final = "w" if elem not in ("f32", "i64") else "v"
    L += ["    linalg.yield %%%s%d : %s" % (final, k, elem), "  } -> %s" % ttype]
    return L


def driver(name, args, results):
    L = ["func.func @%s() {" % DRIVER]
    for k, t in enumerate(args):
        L += fill(k, t)
    L.append("  %%res:%d = func.call @%s(%s) : (%s) -> (%s)" % (
        len(results), name, ", ".join("%%a%d" % k for k in range(len(args))), ", ".join(args), ", ".join(results)))
    for j, t in enumerate(results):
        elem = t[7:-1].split("x")[-1]
        wide, printer, op = (("f32", "printMemrefF32", "arith.extf") if elem.startswith("f") or elem == "bf16"
                             else ("i64", "printMemrefI64", "arith.extsi"))
        wt = t[:-1 - len(elem)] + wide + ">"
        src = "%%res#%d" % j
        if elem != wide:
            L.append("  %%z%d = %s %s : %s to %s" % (j, "arith.truncf" if elem == "f64" else op, src, t, wt))
            src = "%%z%d" % j
        L += ["  %%u%d = tensor.cast %s : %s to tensor<*x%s>" % (j, src, wt, wide),
              "  func.call @%s(%%u%d) : (tensor<*x%s>) -> ()" % (printer, j, wide)]
    L += ["  return", "}"]
    return "\n".join(L) + "\n"


def declarations(text):
    """The printers the driver calls that the module does not declare already."""
    return "".join("func.func private @%s(tensor<*x%s>) attributes {llvm.emit_c_interface}\n" % (f, t)
                   for f, t in (("printMemrefF32", "f32"), ("printMemrefI64", "i64"))
                   if "@%s(" % f not in text)


RUNTIME = re.compile(r'print|rtclock|malloc|free$')  # found in the runner's libraries


def stub_hooks(text):
    """text with each external function that returns nothing and that the
    runner's libraries do not define (a model's timing or logging hook, e.g.
    buddy-mlir's @record_timing) given an empty body: the JIT needs a symbol."""
    def stub(m):
        if RUNTIME.match(m.group(1)):
            return m.group(0)
        types = [t for t in exec_compare.split_top(m.group(2)) if t]
        args = ", ".join("%%hook%d: %s" % (i, t) for i, t in enumerate(types))
        return "func.func @%s(%s) {\n    return\n  }" % (m.group(1), args)
    return re.sub(r'func\.func private @([\w$.]+)\(([^()]*)\)(?:\s*->\s*\(\))?(?=\s*$)', stub, text, flags=re.M)


def execute(lowered, drv, entry=DRIVER):
    """Printed output of lowered + drv run from entry, or raises RuntimeError."""
    text = stub_hooks(open(lowered).read())
    drv += declarations(text)
    if re.search(r'^module\b', text, re.M):
        i = text.rstrip().rfind("}")
        text = text[:i] + drv + "}\n"
    else:
        text += drv
    src, llvm = lowered + ".driver.mlir", lowered + ".driver.llvm.mlir"
    open(src, "w").write(text)
    for cmd in (["mlir-opt-22"] + exec_compare.EXEC_PIPELINE + [src, "-o", llvm],
                ["mlir-runner-22", "-e", entry, "-entry-point-result=void",
                 "-shared-libs=" + exec_compare.DEFAULT_LIBS, llvm]):
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode:
            raise RuntimeError("%s fails: %s" % (os.path.basename(cmd[0]), p.stderr.strip().splitlines()[:1]))
    return p.stdout


def values(out):
    """The numbers of every printed memref: the rows after a "data =" line start
    with "[" or a space; other lines (a model's own vector.print) are skipped."""
    rows = [l for part in out.split("data =")[1:] for l in part.split("\n")[1:]
            if l.startswith(("[", " "))]
    return [float(x) for l in rows for x in re.findall(r'-?(?:\d+\.?\d*(?:e[-+]?\d+)?|nan|inf)', l)]


def main():
    ours, ref, model = sys.argv[1:4]
    text = open(model).read()
    found = first_function(text)
    if not found and re.search(r'func\.func\s+@main\(\)', text):
        return compare(execute(ours, "", "main"), execute(ref, "", "main"), "own @main: ")
    if not found:
        print("no public function with static tensor arguments and results")
        return 1
    elements = sum(math.prod(int(d) for d in t[7:-1].split("x")[:-1]) for t in found[1])
    if elements > MAX_ELEMENTS:
        print("not run: %d argument elements, over %d" % (elements, MAX_ELEMENTS))
        return 1
    drv = driver(*found)
    return compare(execute(ours, drv), execute(ref, drv))


def compare(ours_out, ref_out, what=""):
    a, b = values(ours_out), values(ref_out)
    bad = sum(1 for x, y in zip(a, b) if not (x == y or abs(x - y) <= 1e-4 * max(abs(x), abs(y))))
    bad += abs(len(a) - len(b))
    if not a and not b:
        print(what + "prints no result")
        return 1
    print(what + ("equal (%d values)" % len(a) if not bad else "%d of %d values differ" % (bad, max(len(a), len(b)))))
    return 0 if not bad else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except RuntimeError as e:
        print(str(e))
        sys.exit(1)
