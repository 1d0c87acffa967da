# lit configuration for tosa2linalg: every .mlir file under test/ is a test.
import os
import lit.formats

config.name = "tosa2linalg"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "fuzz", "programs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

root = os.path.dirname(config.test_source_root)
env = lit_config.params
tool = env.get("TOSA2LINALG", os.path.join(root, "build", "tosa2linalg"))
filecheck = env.get("FILECHECK", "FileCheck-19")
notcmd = env.get("NOT", "not-19")
mlir19 = env.get("MLIR_OPT_19", "mlir-opt-19")
mlir22 = env.get("MLIR_OPT_22", "mlir-opt-22")
runner22 = env.get("MLIR_RUNNER_22", "mlir-runner-22")
python = env.get("PYTHON", "python3")

config.substitutions.append(("%tosa2linalg", tool))
if tool.endswith("-asan"):
    config.available_features.add("asan")  # its shadow memory needs terabytes of address space
if "valgrind.sh" in tool:
    config.available_features.add("valgrind")  # its own memory counts against a ulimit
config.substitutions.append(("%mlir_opt_19", mlir19))
config.substitutions.append(("%mlir_opt_22", mlir22))
config.substitutions.append(("%mlir_runner_22", runner22))
config.substitutions.append(("%python", python))
config.substitutions.append(("%exec_compare", python + " " + os.path.join(config.test_source_root, "exec", "exec_compare.py") + " --ours '" + tool + "'"))
config.substitutions.append(("%t2l_19", mlir19 + " --pass-pipeline='builtin.module(func.func(tosa-to-linalg))'"))
# Tests spell the LLVM tools plainly; map them to the versioned Debian names.
config.substitutions.append((r"\bFileCheck\b", filecheck))
config.substitutions.append((r"\bnot\b(?= )", notcmd))
config.substitutions.append((r"\| count\b(?= )", "| " + env.get("COUNT", "count-19")))
config.environment["ASAN_OPTIONS"] = os.environ.get("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=0")
config.environment["UBSAN_OPTIONS"] = os.environ.get("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1")
