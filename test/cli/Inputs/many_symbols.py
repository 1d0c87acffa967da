"""Writes a module of N private function declarations, larger than the lexer's
buffer for N in the thousands, with a call that does not match its callee and a
redefined function at the start: errors that are only known at the end of the
module, when the start of the file has long left memory."""
import sys

T = "tensor<4xf32>"
n = int(sys.argv[1])
out = sys.stdout
out.write("func.func private @first(%s) -> %s\n" % (T, T))
out.write("func.func @caller(%%a: tensor<?xf32>) -> %s {\n" % T)
out.write("  %%0 = call @last(%%a) : (tensor<?xf32>) -> %s\n" % T)
out.write("  return %%0 : %s\n" % T)
out.write("}\n")
out.write("func.func private @first(tensor<2xf32>) -> tensor<2xf32>\n")
for i in range(n):
    out.write("func.func private @f%d(%s) -> %s\n" % (i, T, T))
out.write("func.func private @last(%s) -> %s\n" % (T, T))
