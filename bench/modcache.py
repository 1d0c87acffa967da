"""modcache.py — the bench modules are generated once: a module is made again
only when its generator script or the arguments it was made with change (a stamp
file beside it holds their hash)."""
import hashlib
import os


def generated(path, generator, args, make):
    """path, made first by make() unless its stamp says that generator (a script's
    path) and args (a string) are those it was made with."""
    with open(generator, "rb") as f:
        key = hashlib.sha256(f.read() + args.encode()).hexdigest()
    stamp = path + ".stamp"
    if os.path.exists(path) and os.path.exists(stamp) and open(stamp).read() == key:
        return path
    make()
    with open(stamp, "w") as f:
        f.write(key)
    return path
