"""Generates hostile inputs for the test/cli/hostile-*.test and io-*.test tests.

usage: hostile_gen.py KIND [N] > file.mlir   (the output is written as bytes)
"""
import sys

T = "tensor<2xf32>"


def func(body, args="%a: " + T, result=T):
    return "func.func @f(%s) -> %s {\n%s}\n" % (args, result, body)


def passthrough(attr_value):
    """An op of an unknown dialect carrying one attribute."""
    return func('  %%x = "tosa.identity"(%%a) {v = %s} : (%s) -> %s\n  return %%x : %s\n' % (attr_value, T, T, T))


def gen(kind, n):
    if kind == "nest-array":
        return passthrough("[" * n + "1" + "]" * n)
    if kind == "nest-dict":
        return passthrough("{a = " * n + "1" + "}" * n)
    if kind == "nest-fntype":
        t = "i32"
        for _ in range(n):
            t = "(%s) -> i32" % t
        return passthrough(t)
    if kind == "nest-dense":
        return passthrough("dense<" + "[" * n + "1" + "]" * n + "> : tensor<1xi32>")
    if kind == "nest-module":
        return "module {\n" * n + func("  return %%a : %s\n" % T) + "}\n" * n
    if kind == "rank":
        t = "tensor<" + "1x" * n + "f32>"
        return func('  %%0 = "tosa.abs"(%%a) : (%s) -> %s\n  return %%0 : %s\n' % (t, t, t), "%a: " + t, t)
    if kind == "dim":
        t = "tensor<%sxf32>" % n
        return func("  return %%a : %s\n" % t, "%a: " + t, t)
    if kind == "longid":
        # names of n characters everywhere a name can be: function and callee
        # symbols, arguments, results (a group of two, used as #1), op name,
        # attribute key, attribute and type aliases
        s = "v" * n
        return ("#%s = 7 : i32\n!%s = %s\n" % (s, s, T) +
                "func.func private @%s(%s) -> %s\n" % (s, T, T) +
                "func.func @f(%%%s: !%s) -> %s {\n" % (s, s, T) +
                '  %%%s_r:2 = "test.%s"(%%%s) {%s = #%s} : (%s) -> (%s, %s)\n' % (s, s, s, s, s, T, T, T) +
                '  %%%s_1 = "tosa.abs"(%%%s_r#1) : (%s) -> %s\n' % (s, s, T, T) +
                '  %%%s_2 = call @%s(%%%s_1) : (%s) -> %s\n' % (s, s, s, T, T) +
                "  return %%%s_2 : %s\n}\n" % (s, T))
    if kind == "longid-undefined":
        s = "u" * n
        return func('  %%x = "tosa.abs"(%%%s) : (%s) -> %s\n  return %%x : %s\n' % (s, T, T, T))
    if kind == "longid-redefined":
        s = "r" * n
        return func(('  %%%s:2 = "tosa.identity"(%%a) : (%s) -> (%s, %s)\n' * 2 + '  return %%a : %s\n')
                    % (s, T, T, T, s, T, T, T, T))
    if kind == "longline":
        # n bytes of string attribute on one line, then an error after it on the same line
        return passthrough('"' + "x" * n + '"')
    if kind == "longline-error":
        return func('  %%x = "tosa.identity"(%%a) {v = "%s"} : (%s) -> %s  %%y = \n  return %%x : %s\n'
                    % ("x" * n, T, T, T))
    if kind == "longline-errors":
        # n ops with an error each, all on one line
        ops = "".join('%%x%d = "tosa.abs"(%%a) : (%s) -> tensor<3xf32> ' % (i, T) for i in range(n))
        return "func.func @f(%%a: %s) -> %s { %sreturn %%a : %s }\n" % (T, T, ops, T)
    if kind == "expected-errors":
        # n ops with an error each, each announced by an expected-error comment
        ops = "".join('  // expected-error @+1 {{not broadcast compatible}}\n'
                      '  %%x%d = "tosa.abs"(%%a) : (%s) -> tensor<3xf32>\n' % (i, T) for i in range(n))
        return func(ops + "  return %%a : %s\n" % T)
    if kind == "values":
        # n values in one function, each defined from the previous one
        ops = ['  %%%d = "tosa.abs"(%%%s) : (%s) -> %s\n' % (i, "a" if i == 0 else i - 1, T, T) for i in range(n)]
        return func("".join(ops) + "  return %%%d : %s\n" % (n - 1, T))
    if kind == "uses":
        # one value used n times
        ops = ['  %%%d = "tosa.add"(%%a, %%a) : (%s, %s) -> %s\n' % (i, T, T, T) for i in range(n)]
        return func("".join(ops) + "  return %%%d : %s\n" % (n - 1, T))
    if kind == "operands":
        # one op with n operands
        return func('  %%x = "tosa.identity"(%s) : (%s) -> %s\n  return %%x : %s\n'
                    % (", ".join(["%a"] * n), ", ".join([T] * n), T, T))
    if kind == "aliases":
        # n attribute and type aliases, all used
        defs = "".join("#a%d = %d : i32\n!t%d = %s\n" % (i, i, i, T) for i in range(n))
        ops = "".join('  %%x%d = "tosa.identity"(%%a) {v = #a%d} : (!t%d) -> !t%d\n' % (i, i, i, i) for i in range(n))
        return defs + func(ops + "  return %a : !t0\n")
    if kind == "funcs":
        # n functions calling the next one
        return "".join("func.func @f%d(%%a: %s) -> %s {\n  %%0 = call @f%d(%%a) : (%s) -> %s\n  return %%0 : %s\n}\n"
                       % (i, T, T, (i + 1) % n, T, T, T) for i in range(n))
    # ---- bytes: NUL, CR LF, tabs, non-UTF-8, no final newline
    ok_body = '  %%x = "tosa.abs"(%%a) : (%s) -> %s\n  return %%x : %s\n' % (T, T, T)
    bad_body = '  %%x = "tosa.abs"(%%a) : (%s) -> tensor<3xf32>\n  return %%x : %s\n' % (T, T)
    if kind == "valid":
        return func(ok_body)
    if kind == "nul-string":
        return passthrough('"x\0y"')
    if kind == "nul-opname":
        return func(ok_body.replace("tosa.abs", "tosa.a\0bs"))
    if kind == "nul-type":
        return func(ok_body.replace("-> tensor<2x", "-> tensor<2x\0"))
    if kind == "nul-dense":
        return passthrough('dense<"\0"> : tensor<1xi8>')
    if kind == "nul-token":
        return func(ok_body.replace("  return", " \0 return"))
    if kind == "nul-comment":
        return "// a comment with a \0 byte\n" + func(ok_body)
    if kind == "crlf":
        return func(ok_body).replace("\n", "\r\n")
    if kind == "crlf-error":
        return func(bad_body).replace("\n", "\r\n")
    if kind == "tabs-error":
        return func(bad_body.replace("  %x = ", "\t%x =\t\t").replace(" : (", "\t:\t("))
    if kind == "no-final-newline":
        return func(ok_body).rstrip("\n")
    if kind == "no-final-newline-comment":
        return func(ok_body) + "// the end"
    if kind == "truncated":
        return func(ok_body)[:-3]
    if kind == "latin1-string":
        return passthrough('"caf\xe9 \xff\xfe"')
    if kind == "utf8-string":
        return passthrough('"caf\xc3\xa9 \xe2\x82\xac"')
    if kind == "bad-byte":
        return func(ok_body.replace("%x =", "%x\xff =", 1))
    if kind == "bom":
        return "\xef\xbb\xbf" + func(ok_body)
    raise SystemExit("hostile_gen.py: unknown kind " + kind)


def main():
    kind = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    sys.stdout.buffer.write(gen(kind, n).encode("latin-1"))


if __name__ == "__main__":
    main()
