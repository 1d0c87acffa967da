"""The Python module: lower, verify, Error, threads, and python3 -m tosa2linalg
against the command (build/tosa2linalg). Run by make check (check-python)."""
import os
import subprocess
import sys
import tempfile
import threading
import unittest

import tosa2linalg

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, "build", "tosa2linalg")
EXAMPLES = os.path.join(ROOT, "examples", "rfc_examples.mlir")

ADD = """func.func @add(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"""
BAD = """func.func @bad(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""
TF = """func.func @tf(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tf.Atan"(%x) {T = f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""
RANKS = """func.func @ranks(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"""


def command(*args, stdin=None):
    return subprocess.run([TOOL, *args], input=stdin, capture_output=True, text=True)


class LowerTest(unittest.TestCase):
    def test_lower(self):
        out = tosa2linalg.lower(ADD)
        self.assertIn("linalg.generic", out)
        self.assertNotIn("tosa.add", out)
        self.assertEqual(out, command("-", stdin=ADD).stdout)

    def test_bytes_and_examples(self):
        with open(EXAMPLES, "rb") as f:
            data = f.read()
        self.assertEqual(tosa2linalg.lower(data), command(EXAMPLES).stdout)

    def test_error(self):
        with self.assertRaises(tosa2linalg.Error) as cm:
            tosa2linalg.lower(BAD, input_name="bad.mlir")
        e = cm.exception
        self.assertEqual(e.status, 1)
        self.assertEqual(len(e.diagnostics), 1)
        d = e.diagnostics[0]
        self.assertEqual((d.file, d.line, d.column, d.severity), ("bad.mlir", 2, 8, "error"))
        self.assertEqual(d.message, "'tosa.add' op operands don't have broadcast-compatible shapes")
        self.assertTrue(d.source_line.startswith('  %0 = "tosa.add"'))
        self.assertIn("broadcast-compatible", str(e))

    def test_strict_ranks_and_split(self):
        self.assertIn("linalg.generic", tosa2linalg.lower(RANKS))
        with self.assertRaises(tosa2linalg.Error) as cm:
            tosa2linalg.lower(RANKS, strict_ranks=True)
        self.assertEqual(cm.exception.diagnostics[0].line, 2)
        out = tosa2linalg.lower(ADD + "// -----\n" + ADD, split_input_file=True)
        self.assertEqual(out.count("func.func @add"), 2)
        self.assertIn("// -----\n", out)

    def test_passes_none(self):
        self.assertIn("tosa.add", tosa2linalg.lower(ADD, passes="none"))
        with self.assertRaises(ValueError):
            tosa2linalg.lower(ADD, passes="fold")

    def test_debuginfo(self):
        out = tosa2linalg.lower(ADD, print_debuginfo=True, input_name="m.mlir")
        self.assertIn('loc("m.mlir":', out)
        self.assertNotIn("loc(", tosa2linalg.lower(ADD))

    def test_fuse_and_runtime_checks(self):
        self.assertIn("linalg.generic", tosa2linalg.lower(ADD, fuse=True))
        self.assertIn("linalg.generic", tosa2linalg.lower(ADD, runtime_checks=True))

    def test_verify(self):
        self.assertEqual(tosa2linalg.verify(ADD), [])
        diags = tosa2linalg.verify(BAD + BAD.replace("@bad", "@bad2"))
        self.assertEqual([(d.line, d.severity) for d in diags], [(2, "error"), (6, "error")])

    def test_allow_unregistered_dialect(self):
        self.assertEqual([d.column for d in tosa2linalg.verify(TF)], [17])
        self.assertEqual(tosa2linalg.verify(TF, allow_unregistered_dialect=True), [])
        self.assertIn('"tf.Atan"(%arg0) {T = f32}', tosa2linalg.lower(TF, allow_unregistered_dialect=True))

    def test_version(self):
        self.assertRegex(tosa2linalg.version(), r"^\d+\.\d+\.\d+$")
        self.assertEqual(command("--version").stdout.strip(), "tosa2linalg " + tosa2linalg.version())

    def test_threads(self):
        """Two threads lowering at once get what a lone call gets."""
        want = {ADD: tosa2linalg.lower(ADD), BAD: None}
        errors = []

        def work(text):
            for _ in range(30):
                try:
                    got = tosa2linalg.lower(text)
                except tosa2linalg.Error as e:
                    got = None if [d.line for d in e.diagnostics] == [2] else e
                if got != want[text]:
                    errors.append(got)

        threads = [threading.Thread(target=work, args=(t,)) for t in (ADD, BAD)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])


class MainTest(unittest.TestCase):
    def module(self, *args, stdin=None):
        return subprocess.run([sys.executable, "-m", "tosa2linalg", *args], input=stdin, capture_output=True,
                              text=True, cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

    def test_files(self):
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "out.mlir")
            r = self.module(EXAMPLES, "-o", out)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(out) as f:
                self.assertEqual(f.read(), command(EXAMPLES).stdout)

    def test_stdin_stdout(self):
        r = self.module("-", stdin=ADD)
        self.assertEqual((r.returncode, r.stdout), (0, command("-", stdin=ADD).stdout))

    def test_errors_as_the_command(self):
        with tempfile.TemporaryDirectory() as d:
            bad, out = os.path.join(d, "bad.mlir"), os.path.join(d, "out.mlir")
            with open(bad, "w") as f:
                f.write(BAD)
            r, c = self.module(bad, "-o", out), command(bad, "-o", out)
            self.assertEqual((r.returncode, r.stdout, r.stderr), (c.returncode, c.stdout, c.stderr))
            self.assertEqual(r.returncode, 1)
            self.assertFalse(os.path.exists(out))
            r, c = self.module("--verify-only", "--split-input-file", bad), command("--verify-only", bad)
            self.assertEqual((r.returncode, r.stderr), (c.returncode, c.stderr))

    def test_allow_unregistered_dialect(self):
        for flag in ("--allow-unregistered-dialect", "-allow-unregistered-dialect"):
            r, c = self.module(flag, stdin=TF), command(flag, stdin=TF)
            self.assertEqual((r.returncode, r.stdout), (0, c.stdout))
        self.assertEqual(self.module(stdin=TF).returncode, 1)

    def test_usage(self):
        self.assertEqual(self.module("--no-such-option").returncode, 2)
        self.assertEqual(self.module("--passes=fold", stdin=ADD).returncode, 2)


if __name__ == "__main__":
    unittest.main()
