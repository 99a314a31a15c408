# looplicm: a GCC plugin that moves work out of loops on GIMPLE.
#
#   make            build the plugin for gcc: ./looplicm.so, a small loader
#                   that checks the GCC loading it, and ./looplicm-core.so,
#                   the pass, which the loader opens from its own directory
#   make GCC=gcc-11 the same for another GCC, in build/gcc11/ (a cross GCC:
#                   build/TRIPLE-gccN/), so that no GCC's plugin replaces
#                   another's; check, install and the rest take GCC= too
#   make demo       what the pass adds to plain -O2 on examples/*.c: its
#                   GIMPLE diff and callgrind instruction counts
#   make check      run the DejaGnu testsuite; ends with "N passed, N failed"
#   make install    copy the plugin (both files) to GCC's plugin directory,
#                   looplicm-diff and looplicm-report to $(PREFIX)/bin,
#                   their library to $(PREFIX)/lib/looplicm and their
#                   manual pages to $(PREFIX)/share/man/man1
#   make deb        Debian packages for GCC (scripts/make-deb.sh):
#                   build/deb/gcc-N/gcc-N-plugin-looplicm_V_ARCH.deb and
#                   looplicm-tools_V_all.deb, checked by lintian
#   make check-deb  install them in a clean chroot of GCC's Debian
#                   release, compile and run a program with the plugin,
#                   remove them (scripts/check-deb.sh)
#   make report FILE=x.c [REPORT_DIR=d] [FUNCTION=f] [OPTIONS="-O2 ..."]
#                   an HTML page of the pass's remarks and CFGs for x.c
#   make check-report [CHECK_REPORT_ARGS=--large]
#                   render that page in headless Chromium and check it
#                   (--large: also the report of a 4,000-line file)
#   make icecc-env  an icecream environment with GCC and the plugin, for
#                   distributed builds (build/icecc/)
#   make check-icecc    compile through a loopback icecream scheduler and
#                   remote daemon with that environment, and check it
#   make torture    GCC's run suites (six: C, C++, Fortran, Ada) with the
#                   plugin; TORTURE_ARGS are scripts/torture.py's options
#                   ("--sample 80 --configs O2")
#   make fuzz N=..  csmith differential testing
#   make fuzz-punned N=..  generated programs that store two types to one
#                   address in a loop (unions, punned and self-pointing storage)
#   make validation RUNS=".."  run validation runs, rewrite docs/VALIDATION.md
#   make fuzz-nest N=..  generated loop nests (sibling loops, restrict and
#                   plain array parameters, overlapping calls) against -O0
#   make parity     GCC's own lim dump tests, lim2 against the plugin
#   make asm-identity IDENTITY_ARGS=--real
#                   with every transformation off the assembly is GCC's own:
#                   GCC's torture programs, or (--real) every C file of the
#                   four libraries of bench-real (scripts/asm-identity.py)
#   make bench      callgrind instruction counts against GCC's own lim2
#   make bench-scale [SCALE_ARGS=--quick]
#                   compile time and memory at growing sizes of seven
#                   generated shapes, against lim2 (scripts/bench-scale.py)
#   make bench-real the real-code part: zlib, libiberty, libdecnumber and
#                   libbacktrace from gcc-12-source, their tests, a fixed
#                   workload and the compile-time cost, against lim2;
#                   writes BENCH-REAL.md
#
#   make check GCC=gcc-16
#                   a release Debian 12 lacks (13, 14: trixie; 15, 16: sid)
#                   is run inside a cached Debian chroot (scripts/chroot-run.sh)
#                   with the plugin in build/gcc16/; so are all, torture,
#                   asm-identity, demo and the fuzzers (fuzz, fuzz-punned,
#                   fuzz-nest)
#   make check-all  make check for GCC 11 to 16, one summary line each
#
#   make check-cross TARGET=aarch64-linux-gnu
#                   the run tests and a torture sample of a cross GCC's
#                   plugin (built in build/TARGET-gccN/) under qemu-user
#
# GCC is the compiler that loads the plugin: gcc, gcc-11, or a cross GCC
# such as aarch64-linux-gnu-gcc-12.  The plugin runs inside that GCC's cc1,
# on this machine, so CXX is the host g++ of the same release (g++-11 for
# gcc-11, g++-12 for aarch64-linux-gnu-gcc-12; scripts/gcc-config.sh), and the
# headers are that GCC's.  Changing GCC or CXX rebuilds everything.
# A plugin built for one GCC, loaded by another, stops the compile with
# "looplicm: P was built for GCC 12.2.0, but this is GCC 11.3.0; build
# the plugin for this compiler with 'make GCC=gcc-11' ..." (loader/).
# No comments after assignments: make keeps the spaces before them.
GCC          ?= gcc
GCC_CONFIG   := scripts/gcc-config.sh
# The Debian suite whose chroot provides GCC, if the host cannot.
CHROOT       := $(shell $(GCC_CONFIG) chroot $(GCC))
# GCC=gcc-snapshot names a driver off PATH: the command that runs it
# (scripts/gcc-config.sh driver), once it is here.
ifeq ($(CHROOT),)
override GCC := $(shell $(GCC_CONFIG) driver $(GCC))
endif
ifeq ($(origin CXX),default)
CXX          := $(shell $(GCC_CONFIG) plugin-cxx $(GCC))
endif
TEST_GXX     := $(shell $(GCC_CONFIG) gxx $(GCC))
TEST_FC      := $(shell $(GCC_CONFIG) gfortran $(GCC))
RUN_WRAPPER  := $(shell $(GCC_CONFIG) qemu $(GCC))
# Evaluated when used: install-deps may install the headers first.
PLUGIN_DIR    = $(shell $(GCC) -print-file-name=plugin)
PLUGIN_INC    = $(PLUGIN_DIR)/include
CXXFLAGS     ?= -O2 -g
CXXFLAGS     += -std=gnu++14 -fPIC -fno-rtti -fno-exceptions -Wall -Wextra \
		-Wno-unused-parameter -Werror=format
CPPFLAGS     += -I$(PLUGIN_INC) -Iplugin
LDFLAGS      += -shared
RUNTEST      ?= runtest
# Where make install puts the commands looplicm-diff and looplicm-report
# (scripts/NAME.py, installed as NAME) and the Python library they share.
PREFIX       ?= /usr/local
BINDIR       ?= $(PREFIX)/bin
LIBDIR       ?= $(PREFIX)/lib/looplicm
MANDIR       ?= $(PREFIX)/share/man
COMMANDS     := looplicm-diff looplicm-report
COMMAND_LIBS := pluginlib.py
# O: where the objects and the plugin go: here for plain gcc, else
# build/gccN/ or build/TRIPLE-gccN/ (scripts/gcc-config.sh build-dir).
ifeq ($(origin O),undefined)
O            := $(shell $(GCC_CONFIG) build-dir $(GCC))
endif
OUT          := $(if $(filter .,$(O)),,$(O)/)
# The loader, the file GCC loads, and the core it opens (loader/loader.cc).
SO           := $(OUT)looplicm.so
CORE_SO      := $(OUT)looplicm-core.so
CONFIG_STAMP := $(OUT).build-config
# plugin/version/: loop versioning, a subsystem with a private header.
SRCS         := $(wildcard plugin/*.cc plugin/version/*.cc)
OBJS         := $(patsubst plugin/%.cc,$(OUT)plugin/%.o,$(SRCS))
HDRS         := $(wildcard plugin/*.h plugin/version/*.h)
LOADER_OBJ   := $(OUT)loader/loader.o
N            ?= 200
CHECK_ALL    ?= 11 12 13 14 15 16
TARGET       ?= aarch64-linux-gnu
CROSS_GCC    ?= $(TARGET)-gcc-$(shell $(GCC_CONFIG) major $(GCC))
CROSS_SAMPLE ?= 60
# What make deb needs besides GCC (scripts/install-deps.sh deb).
DEB_PKGS     := build-essential dpkg-dev debhelper dh-python python3 lintian

export GCC

.PHONY: all check check-all check-cross check-cross-run demo install uninstall \
	clean report check-report icecc-env check-icecc validation \
	fuzz-punned fuzz-nest parity bench-real bench-scale asm-identity \
	torture fuzz bench deps deps-build deb check-deb FORCE

ifneq ($(CHROOT),)
# GCC lives in a Debian chroot: run the same target there, with the
# packages it needs, in this tree (bind-mounted at its own path).
CHROOT_PKGS := $(shell $(GCC_CONFIG) build-packages $(GCC)) \
	       $(shell $(GCC_CONFIG) check-packages $(GCC)) python3 xz-utils
all check demo fuzz-punned fuzz-nest:
	@scripts/chroot-run.sh $(CHROOT) "$(CHROOT_PKGS)" -- \
	  $(MAKE) --no-print-directory $@ GCC=$(GCC) O=$(O)
# (install-deps fuzz, run inside, wants creduce too.)
fuzz:
	@scripts/chroot-run.sh $(CHROOT) \
	  "$(CHROOT_PKGS) csmith libcsmith-dev creduce" \
	  -- $(MAKE) --no-print-directory $@ GCC=$(GCC) O=$(O)
torture:
	@scripts/chroot-run.sh $(CHROOT) \
	  "$(CHROOT_PKGS) $(shell $(GCC_CONFIG) torture-packages $(GCC))" \
	  -- $(MAKE) --no-print-directory $@ GCC=$(GCC) O=$(O)
deb:
	@scripts/chroot-run.sh $(CHROOT) \
	  "$(shell $(GCC_CONFIG) build-packages $(GCC)) $(DEB_PKGS)" \
	  -- $(MAKE) --no-print-directory $@ GCC=$(GCC)
asm-identity:
	@GCC=gcc scripts/install-deps.sh asm-identity
	@GCC=gcc scripts/asm-identity.py --extract $(IDENTITY_ARGS)
	@scripts/chroot-run.sh $(CHROOT) "$(CHROOT_PKGS)" -- \
	  $(MAKE) --no-print-directory $@ GCC=$(GCC) O=$(O) \
	  IDENTITY_ARGS="$(IDENTITY_ARGS)" IDENTITY_DEPS=no
else
all: $(SO)
endif

# Every release, each with its plugin in build/gccN/; one line per release
# (its log in build/check-gccN.log), then the sum.
check-all:
	@mkdir -p build; tp=0; tf=0; for n in $(CHECK_ALL); do \
	  log=build/check-gcc$$n.log; \
	  $(MAKE) --no-print-directory check GCC=gcc-$$n > $$log 2>&1; \
	  last=$$(grep -E '^[0-9]+ passed, [0-9]+ failed' $$log | tail -n 1); \
	  echo "GCC $$n: $${last:-0 passed, 1 failed (no summary: see $$log)}"; \
	  last=$${last:-0 passed, 1 failed}; p=$${last%% passed*}; \
	  f=$${last#*passed, }; f=$${f%% failed*}; \
	  tp=$$((tp + p)); tf=$$((tf + f)); done; \
	echo "$$tp passed, $$tf failed"; [ $$tf -eq 0 ]

# Missing compiler or headers: say which packages, and install them when
# we are root.
deps-build:
	@scripts/install-deps.sh build

# What the objects depend on besides their sources: the compilers, their
# versions and the headers' directory.  Rewritten only when it changes.
$(CONFIG_STAMP): FORCE | deps-build
	@mkdir -p $(OUT)plugin/version $(OUT)loader
	@{ echo "GCC $(GCC): $$($(GCC) --version | head -n 1)"; \
	   echo "CXX $(CXX): $$($(CXX) --version | head -n 1)"; \
	   echo "headers $(PLUGIN_INC)"; \
	   echo "flags $(CPPFLAGS) $(CXXFLAGS) $(LDFLAGS)"; } > $@.tmp
	@if [ "$$($(CXX) -dumpversion | cut -d. -f1)" != \
	      "$$($(GCC) -dumpversion | cut -d. -f1)" ]; then \
	  echo "warning: CXX=$(CXX) is not the release of GCC=$(GCC);" \
	    "the plugin may fail to build or to load" >&2; fi
	@if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi

$(OUT)plugin/%.o: plugin/%.cc $(HDRS) $(CONFIG_STAMP)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -c -o $@ $<

# The plugin is linked against the C library only: the C++ runtime it uses
# (operator new and delete) is resolved in the compiler that loads it,
# which exports it for plugins.  Linking libstdc++ instead makes every
# compilation load and relocate libstdc++.so (GCC dlopens plugins with
# RTLD_NOW): 4.0M instructions per cc1 run against 0.3M.  When the
# compiler proper does not define a symbol the plugin needs, the plugin is
# linked with libstdc++ as usual.
$(CORE_SO): $(OBJS)
	$(CXX) $(LDFLAGS) -nodefaultlibs -o $@.tmp $(OBJS) -lc
	@if scripts/plugin-symbols.sh $(GCC) $@.tmp; then mv $@.tmp $@; else \
	  echo "linking $@ with libstdc++" >&2; rm -f $@.tmp; \
	  $(CXX) $(LDFLAGS) -o $@ $(OBJS); fi

# The loader needs the C library alone, so that any GCC can load it and
# hear which GCC it was built for.  It is rebuilt with every new core and
# holds the core's SHA-256, so that a cache keyed on the -fplugin= file,
# by its contents or its time (ccache), sees every new core.
$(LOADER_OBJ): loader/loader.cc $(CORE_SO) $(CONFIG_STAMP)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) \
	  -DLOOPLICM_CORE_SHA256='"'"$$(sha256sum $(CORE_SO) | cut -c1-64)"'"' \
	  -c -o $@ $<

$(SO): $(LOADER_OBJ)
	$(CXX) $(LDFLAGS) -nodefaultlibs -o $@ $(LOADER_OBJ) -lc

deps:
	@scripts/install-deps.sh all

ifeq ($(CHROOT),)
demo: $(SO)
	@LOOPLICM_SO=$(CURDIR)/$(SO) scripts/demo.py
endif

report: $(SO)
	@if [ -z "$(FILE)" ]; then \
	  echo "usage: make report FILE=x.c [REPORT_DIR=dir] [FUNCTION=f]" \
	    "[OPTIONS=\"-O2 ...\"]" >&2; exit 2; fi
	@LOOPLICM_SO=$(CURDIR)/$(SO) scripts/looplicm-report.py $(FILE) \
	  $(if $(REPORT_DIR),-o $(REPORT_DIR)) \
	  $(if $(FUNCTION),--function $(FUNCTION)) $(OPTIONS)

check-report: $(SO)
	@LOOPLICM_SO=$(CURDIR)/$(SO) scripts/check-report.py $(CHECK_REPORT_ARGS)

icecc-env: $(SO)
	@scripts/icecc-env.sh $(SO) $(GCC) $(TEST_GXX)

check-icecc: $(SO)
	@LOOPLICM_SO=$(CURDIR)/$(SO) scripts/check-icecc.py

# Written on every run (the last make may have tested another GCC).
testsuite/site.exp: FORCE
	@{ echo 'set tool looplicm'; \
	   echo 'set srcdir "$(CURDIR)/testsuite"'; \
	   echo 'set objdir "$(CURDIR)/testsuite"'; \
	   echo 'set GCC_UNDER_TEST "$(GCC)"'; \
	   echo 'set GXX_UNDER_TEST "$(TEST_GXX)"'; \
	   echo 'set GFORTRAN_UNDER_TEST "$(TEST_FC)"'; \
	   echo 'set LOOPLICM_RUN_WRAPPER "$(RUN_WRAPPER)"'; \
	   echo 'set PLUGIN_SO "$(CURDIR)/$(SO)"'; \
	   echo 'set LOOPLICM_PLUGIN_CXX "$(CXX)"'; \
	   echo 'set LOOPLICM_PLUGIN_INC "$(PLUGIN_INC)"'; \
	   echo 'set LOOPLICM_LOADER_FLAGS "$(CXXFLAGS) $(LDFLAGS)"'; } > $@

ifeq ($(CHROOT),)
check: $(SO) testsuite/site.exp
	@scripts/install-deps.sh check
	@scripts/check.sh $(RUNTESTFLAGS)
endif

# A cross GCC's plugin, built in build/TARGET-gccN/.
check-cross:
	@$(MAKE) --no-print-directory GCC=$(CROSS_GCC) check-cross-run

check-cross-run: $(SO) testsuite/site.exp
	@LOOPLICM_SO=$(CURDIR)/$(SO) LOOPLICM_RUN="$(RUN_WRAPPER)" \
	  scripts/check-cross.sh $(CROSS_SAMPLE)

ifeq ($(CHROOT),)
torture: $(SO)
	@scripts/install-deps.sh torture
	@LOOPLICM_SO=$(CURDIR)/$(SO) LOOPLICM_RUN="$(RUN_WRAPPER)" \
	  scripts/torture.py $(TORTURE_ARGS)
endif

# With every transformation off, the assembly is GCC's own
# (IDENTITY_ARGS: --real, --sample K, files; see scripts/asm-identity.py).
# IDENTITY_DEPS=no: in a chroot, whose sources were extracted outside it.
ifeq ($(CHROOT),)
asm-identity: $(SO)
	@[ "$(IDENTITY_DEPS)" = no ] || scripts/install-deps.sh asm-identity
	@LOOPLICM_SO=$(CURDIR)/$(SO) scripts/asm-identity.py $(IDENTITY_ARGS)
endif

# The fuzzers test GCC (a chroot's too, above; a cross GCC's programs
# run under qemu-user: GCC=aarch64-linux-gnu-gcc-12);
# a failing seed is kept in build/NAME-failures/ (build/NAME-failures-GCC/
# for another GCC than gcc).
ifeq ($(CHROOT),)
fuzz: $(SO)
	@scripts/install-deps.sh fuzz
	@LOOPLICM_SO=$(CURDIR)/$(SO) LOOPLICM_RUN="$(RUN_WRAPPER)" \
	  scripts/fuzz.py $(N)

fuzz-punned: $(SO)
	@LOOPLICM_SO=$(CURDIR)/$(SO) LOOPLICM_RUN="$(RUN_WRAPPER)" \
	  scripts/fuzz-punned.py $(N)

fuzz-nest: $(SO)
	@LOOPLICM_SO=$(CURDIR)/$(SO) LOOPLICM_RUN="$(RUN_WRAPPER)" \
	  scripts/fuzz-nest.py $(if $(START),--start $(START)) $(N)
endif

# Run the validation runs named in RUNS (scripts/validation.py --list), then
# rewrite docs/VALIDATION.md from every result kept in build/validation/.
validation:
	@scripts/validation.py $(RUNS)

parity: $(SO)
	@scripts/install-deps.sh torture
	@scripts/lim-parity.py --plugin $(CURDIR)/$(SO)

bench: $(SO)
	@scripts/install-deps.sh bench
	@BENCH_PLUGIN_SO=$(CURDIR)/$(SO) scripts/bench.py

# Compile cost at growing sizes, against lim2 (scripts/bench-scale.py);
# SCALE_ARGS=--quick for the two smallest sizes of each shape.
bench-scale: $(SO)
	@scripts/check-bench-scale.py
	@LOOPLICM_SO=$(CURDIR)/$(SO) GCC=$(GCC) GXX=$(TEST_GXX) \
	  scripts/bench-scale.py $(SCALE_ARGS)

bench-real: $(SO)
	@scripts/install-deps.sh bench-real
	@BENCH_PLUGIN_SO=$(CURDIR)/$(SO) scripts/bench-real.py; rc=$$?; \
	  cp build/bench-real/REAL.md BENCH-REAL.md 2>/dev/null; exit $$rc

# The Debian packages for GCC, in build/deb/PACKAGE/ (scripts/make-deb.sh),
# and their test in a clean chroot (scripts/check-deb.sh), which runs here.
ifeq ($(CHROOT),)
deb:
	@scripts/install-deps.sh deb
	@scripts/make-deb.sh
endif

check-deb:
	@scripts/check-deb.sh

# The commands find their library in $(BINDIR)/../lib/looplicm.
install: $(SO)
	install -d $(DESTDIR)$(PLUGIN_DIR)
	install -m 644 $(CORE_SO) $(DESTDIR)$(PLUGIN_DIR)/looplicm-core.so
	install -m 644 $(SO) $(DESTDIR)$(PLUGIN_DIR)/looplicm.so
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)
	for c in $(COMMANDS); do \
	  install -m 755 scripts/$$c.py $(DESTDIR)$(BINDIR)/$$c || exit 1; \
	done
	install -m 644 $(addprefix scripts/,$(COMMAND_LIBS)) $(DESTDIR)$(LIBDIR)
	install -d $(DESTDIR)$(MANDIR)/man1
	install -m 644 $(patsubst %,man/%.1,$(COMMANDS)) $(DESTDIR)$(MANDIR)/man1

uninstall:
	rm -f $(DESTDIR)$(PLUGIN_DIR)/looplicm.so
	rm -f $(DESTDIR)$(PLUGIN_DIR)/looplicm-core.so
	rm -f $(addprefix $(DESTDIR)$(BINDIR)/,$(COMMANDS))
	rm -f $(addprefix $(DESTDIR)$(LIBDIR)/,$(COMMAND_LIBS))
	rm -f $(patsubst %,$(DESTDIR)$(MANDIR)/man1/%.1,$(COMMANDS))
	rmdir $(DESTDIR)$(LIBDIR) 2>/dev/null || true

clean:
	rm -f looplicm.so looplicm-core.so plugin/*.o plugin/version/*.o
	rm -f loader/*.o .build-config
	rm -f testsuite/site.exp
	rm -rf testsuite/load
	rm -f testsuite/*.sum testsuite/*.log
	rm -rf build
