"""Helpers for the test/cli/io-*.test tests: what lit's internal shell cannot do.

  io_helper.py status [OUT] -- CMD...    run CMD (standard output to OUT if given: lit
                                         reads back files it redirects to, forever for
                                         a full device); print "status: N" or "signal: NAME"
  io_helper.py head SIGPIPE -- CMD...    read one line of CMD's output, close the pipe;
                                         SIGPIPE is 'default' or 'ignore' in CMD
  io_helper.py fifo-read FIFO OUT -- CMD...  copy what CMD writes into FIFO to OUT
  io_helper.py as-nobody -- CMD...       run CMD as user nobody when we are root
  io_helper.py kind PATH...              print what each PATH is and its mode
  io_helper.py mknod PATH MAJOR MINOR    make a character device (needs root)

Every command passes CMD's standard error through, prints CMD's status, and
exits 0: the tests check what was printed.
"""
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading


def describe(rc):
    if rc < 0:
        return "signal: " + signal.Signals(-rc).name
    return "status: %d" % rc


def split(argv):
    i = argv.index("--")
    return argv[:i], argv[i + 1:]


def main():
    sub, rest = sys.argv[1], sys.argv[2:]
    if sub == "kind":
        for p in rest:
            st = os.lstat(p)
            kinds = [(stat.S_ISLNK, "symlink"), (stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "char-device"),
                     (stat.S_ISREG, "regular"), (stat.S_ISDIR, "directory")]
            kind = next(k for f, k in kinds if f(st.st_mode))
            print("%s: %s %o" % (os.path.basename(p), kind, stat.S_IMODE(st.st_mode)))
        return
    if sub == "mknod":
        path, major, minor = rest[0], int(rest[1]), int(rest[2])
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(major, minor))
        return
    args, cmd = split(rest)
    sys.stdout.flush()
    if sub == "status":
        if args:
            with open(args[0], "wb") as out:
                rc = subprocess.call(cmd, stdout=out)
        else:
            rc = subprocess.call(cmd)
    elif sub == "as-nobody":
        def drop():
            os.setgroups([])
            os.setgid(65534)
            os.setuid(65534)
        if os.geteuid() != 0:
            rc = subprocess.call(cmd)
        else:
            # nobody may be unable to reach the checkout (a clone in a 0700
            # mktemp directory): the files named on the command line (the tool,
            # a wrapper script, the input) are copied, modes kept, into a
            # directory nobody can enter, whose name ends in ".dir" as the
            # tests' paths do. In /tmp: lit points TMPDIR at a 0700 directory.
            tmp = tempfile.mkdtemp(suffix=".dir", dir="/tmp" if os.path.isdir("/tmp") else None)
            os.chmod(tmp, 0o755)
            try:
                moved = []
                for a in cmd:
                    if os.path.isfile(a):
                        b = os.path.join(tmp, os.path.basename(a))
                        shutil.copy2(a, b)
                        a = b
                    moved.append(a)
                rc = subprocess.call(moved, preexec_fn=drop)
            finally:
                for f in os.listdir(tmp):
                    os.chmod(os.path.join(tmp, f), 0o600)
                shutil.rmtree(tmp)
    elif sub == "head":
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, restore_signals=args[0] == "default")
        line = p.stdout.readline()
        p.stdout.close()
        rc = p.wait(timeout=120)
        print("first line: " + line.decode("utf-8", "replace").rstrip("\n"))
    elif sub == "fifo-read":
        fifo, out = args
        got = []

        def reader():
            with open(fifo, "rb") as f:  # blocks until the writer opens it
                got.append(f.read())
        t = threading.Thread(target=reader, daemon=True)
        t.start()
        rc = subprocess.call(cmd, timeout=120)
        if rc != 0:  # nothing opened the FIFO: let the reader go
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        t.join(timeout=120)
        with open(out, "wb") as f:
            f.write(got[0] if got else b"")
    else:
        raise SystemExit("io_helper.py: unknown command " + sub)
    sys.stdout.write(describe(rc) + "\n")


if __name__ == "__main__":
    main()
