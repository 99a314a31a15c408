#!/usr/bin/env python3
# Usage: scripts/check-icecc.py     (make check-icecc)
#
# Compile examples/accumulate.c with the plugin through icecream, on a
# remote daemon, with the environment of scripts/icecc-env.sh, and check the
# result.  Everything runs in a network namespace of its own (unshare -n),
# whose only interface is the loopback: an icecc-scheduler, a daemon
# "localice" that takes no jobs (--no-remote, the client's), and a daemon
# "remoteice" that compiles them inside the environment, like a build
# farm's node.  ICECC_TEST_REMOTEBUILD and ICECC_PREFERRED_HOST make the
# client send the job to remoteice even though one machine runs both.
# Checks: with an environment without the plugin (icecc-create-env without
# --addfile) the remote compile cannot load it, so remoteice compiles
# inside the environment; with scripts/icecc-env.sh's, remoteice ran the
# compile with -fplugin=; the client did not fall
# back to a local build; the remarks it printed (-fopt-info-optimized) and
# the object's code equal those of a local build with the plugin, and the
# code differs from plain -O2.  Prints PASS:/FAIL: lines and "N passed,
# N failed"; UNSUPPORTED: when icecc, unshare or root is missing.  Every
# process it starts is stopped at the end, and none lives past 5 minutes.

import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname (os.path.dirname (os.path.abspath (__file__)))
SRC = os.path.join (ROOT, "examples", "accumulate.c")
SO = os.path.abspath (os.environ.get ("LOOPLICM_SO",
                                      os.path.join (ROOT, "looplicm.so")))
GCC = shutil.which (os.environ.get ("GCC", "gcc"))
FLAGS = ["-O2", "-fplugin=" + SO, "-fopt-info-optimized"]
TOOLS = ("icecc", "iceccd", "icecc-scheduler", "icecc-create-env",
         "unshare", "ip", "objdump")
results = {"PASS": 0, "FAIL": 0}


def check (ok, what):
  """Print PASS: or FAIL: WHAT, as OK says, and count it."""
  status = "PASS" if ok else "FAIL"
  print ("%s: icecc %s" % (status, what))
  results[status] += 1


def code (obj):
  """Return the disassembly of the object OBJ without its file name."""
  out = subprocess.run (["objdump", "-d", obj], stdout=subprocess.PIPE,
                        universal_newlines=True).stdout
  return out.split ("\n", 3)[-1]


def read (path):
  """Return the text of the file PATH, or "" if there is none."""
  try:
    with open (path, errors="replace") as f:
      return f.read ()
  except OSError:
    return ""


def inside (env, bare_env):
  """Run the test inside the network namespace, with the environment
  tarball ENV, and BARE_ENV, one without the plugin."""
  subprocess.run (["ip", "link", "set", "lo", "up"], check=True)
  tmp = tempfile.mkdtemp (prefix="looplicm-icecc.")
  # iceccd drops to the icecc user to clean its environment directory.
  shutil.chown (tmp, "icecc")
  base = dict (os.environ, ICECC_TESTS="1")
  procs = []

  def start (cmd, socket=None):
    e = dict (base)
    if socket:
      e["ICECC_TEST_SOCKET"] = os.path.join (tmp, socket)
    procs.append (subprocess.Popen (["timeout", "300"] + cmd, env=e,
                                    stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL))

  log = lambda name: os.path.join (tmp, name + ".log")
  try:
    start (["icecc-scheduler", "-n", "looplicm", "-l", log ("scheduler"),
            "-vvv"])
    time.sleep (1)
    start (["iceccd", "-s", "127.0.0.1", "-n", "looplicm", "-N", "localice",
            "-m", "0", "--no-remote", "-b", os.path.join (tmp, "envs-local"),
            "-l", log ("localice"), "-p", "10250", "-vvv"], "local.socket")
    start (["iceccd", "-s", "127.0.0.1", "-n", "looplicm", "-N",
            "remoteice", "-m", "1", "-b", os.path.join (tmp, "envs-remote"),
            "-l", log ("remoteice"), "-p", "10251", "-vvv"],
           "remote.socket")
    # localice logs in when the client first talks to it.
    for _ in range (60):
      if "login remoteice" in read (log ("scheduler")):
        break
      time.sleep (1)
    check ("login remoteice" in read (log ("scheduler")),
           "scheduler and daemon remoteice up on 127.0.0.1")
    ice_o = os.path.join (tmp, "ice.o")
    client = dict (base, ICECC_TEST_SOCKET=os.path.join (tmp, "local.socket"),
                   ICECC_VERSION=env, ICECC_TEST_REMOTEBUILD="1",
                   ICECC_PREFERRED_HOST="remoteice", ICECC_DEBUG="debug",
                   ICECC_LOGFILE=log ("client"),
                   # Return the remote's remarks instead of compiling again
                   # locally to get them.
                   ICECC_CARET_WORKAROUND="0")
    # Without the plugin in the environment, the remote compile cannot
    # load it: remoteice compiles inside the environment, not the host.
    bare = dict (client, ICECC_VERSION=bare_env,
                 ICECC_LOGFILE=log ("client-bare"))
    subprocess.run (["timeout", "300", "icecc", GCC] + FLAGS
                    + ["-c", SRC, "-o", ice_o], env=bare,
                    stderr=subprocess.DEVNULL)
    check ("cannot load plugin" in read (log ("remoteice"))
           or "building_local" in read (log ("client-bare")),
           "with an environment without the plugin, the remote compile "
           "fails to load it")
    os.remove (ice_o) if os.path.exists (ice_o) else None
    r = subprocess.run (["timeout", "300", "icecc", GCC] + FLAGS
                        + ["-c", SRC, "-o", ice_o], env=client,
                        stderr=subprocess.PIPE, universal_newlines=True)
    check (r.returncode == 0 and os.path.isfile (ice_o),
           "compiles %s with -fplugin=" % os.path.basename (SRC))
    remote = read (log ("remoteice"))
    check ("remote compile arguments:" in remote and "-fplugin=" + SO
           in remote, "remoteice compiled it with -fplugin=%s" % SO)
    clog = read (log ("client"))
    check ("building_local" not in clog and "building myself" not in clog,
           "the client did not build locally")
    local_o = os.path.join (tmp, "local.o")
    plain_o = os.path.join (tmp, "plain.o")
    lr = subprocess.run ([GCC] + FLAGS + ["-c", SRC, "-o", local_o],
                         stderr=subprocess.PIPE, universal_newlines=True)
    subprocess.run ([GCC, "-O2", "-c", SRC, "-o", plain_o], check=True)
    check ("optimized:" in r.stderr and r.stderr == lr.stderr,
           "remarks from the remote compile equal the local ones")
    if os.path.isfile (ice_o):
      check (code (ice_o) == code (local_o),
             "object code equals a local build with the plugin")
      check (code (ice_o) != code (plain_o),
             "object code differs from plain -O2 (the plugin ran)")
  finally:
    for p in procs:
      p.terminate ()
    for p in procs:
      try:
        p.wait (timeout=10)
      except subprocess.TimeoutExpired:
        p.kill ()
    if results["FAIL"]:
      print ("logs kept in %s" % tmp)
    else:
      shutil.rmtree (tmp, ignore_errors=True)


def main ():
  if len (sys.argv) == 4 and sys.argv[1] == "--inside":
    inside (sys.argv[2], sys.argv[3])
    sys.exit (1 if results["FAIL"] else 0)
  else:
    missing = [t for t in TOOLS if not shutil.which (t)]
    if missing or os.geteuid () != 0:
      print ("UNSUPPORTED: icecc remote compile: needs root and %s"
             % (", ".join (missing) or "nothing else"))
      print ("0 passed, 0 failed")
      return
    r = subprocess.run ([os.path.join (ROOT, "scripts", "icecc-env.sh"), SO,
                         GCC], stdout=subprocess.PIPE,
                        universal_newlines=True)
    env = r.stdout.strip ().partition ("ICECC_VERSION=")[2]
    check (r.returncode == 0 and os.path.isfile (env),
           "environment with the plugin: %s" % env)
    bare_dir = tempfile.mkdtemp (prefix="looplicm-icecc-bare.")
    b = subprocess.run (["icecc-create-env", "--gcc", GCC,
                         shutil.which ("g++")], cwd=bare_dir,
                        stdout=subprocess.PIPE, universal_newlines=True)
    bare = [l.split ()[1] for l in b.stdout.splitlines ()
            if l.startswith ("creating ")]
    check (bare != [], "environment without the plugin")
    if r.returncode == 0 and bare:
      sys.stdout.flush ()
      r = subprocess.run (["unshare", "-n", sys.executable,
                           os.path.abspath (__file__), "--inside", env,
                           os.path.join (bare_dir, bare[0])],
                          stdout=subprocess.PIPE, universal_newlines=True)
      sys.stdout.write (r.stdout)
      for line in r.stdout.splitlines ():
        for status in results:
          if line.startswith (status + ":"):
            results[status] += 1
      if r.returncode != 0 and not results["FAIL"]:
        check (False, "test in its network namespace exited %d"
               % r.returncode)
    shutil.rmtree (bare_dir, ignore_errors=True)
  print ("%d passed, %d failed" % (results["PASS"], results["FAIL"]))
  sys.exit (1 if results["FAIL"] else 0)


if __name__ == "__main__":
  main ()
