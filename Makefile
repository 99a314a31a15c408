# looplicm: a GCC plugin that moves work out of loops on GIMPLE.
#
#   make            build ./looplicm.so
#   make demo       show what the pass does to examples/*.c
#   make check      run the DejaGnu testsuite; ends with "N passed, N failed"
#   make install    copy the plugin to GCC's plugin directory
#   make torture    GCC's execute torture suite with the plugin
#   make fuzz N=..  csmith differential testing
#   make bench      callgrind instruction counts against GCC's own lim2
#
# GCC loads the plugin (make predefines CC=cc); CXX must be the same release.
# No comments after assignments: make keeps the spaces before them.
GCC          ?= gcc
CXX          := g++
PLUGIN_DIR   := $(shell $(GCC) -print-file-name=plugin)
PLUGIN_INC   := $(PLUGIN_DIR)/include
CXXFLAGS     ?= -O2 -g
CXXFLAGS     += -std=gnu++14 -fPIC -fno-rtti -fno-exceptions -Wall -Wextra \
		-Wno-unused-parameter -Werror=format
CPPFLAGS     += -I$(PLUGIN_INC) -Iplugin
LDFLAGS      += -shared
RUNTEST      ?= runtest
SRCS         := $(wildcard plugin/*.cc)
OBJS         := $(SRCS:.cc=.o)
HDRS         := $(wildcard plugin/*.h)
N            ?= 200

.PHONY: all check demo install uninstall clean torture fuzz bench deps

all: looplicm.so

# Missing headers: say which package, and install it when we are root.
$(PLUGIN_INC)/gcc-plugin.h:
	@scripts/install-deps build

plugin/%.o: plugin/%.cc $(HDRS) $(PLUGIN_INC)/gcc-plugin.h
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -c -o $@ $<

looplicm.so: $(OBJS)
	$(CXX) $(LDFLAGS) -o $@ $(OBJS)

deps:
	@scripts/install-deps all

demo: looplicm.so
	@scripts/demo

testsuite/site.exp: Makefile
	@echo 'set tool looplicm' > $@
	@echo 'set srcdir "$(CURDIR)/testsuite"' >> $@
	@echo 'set objdir "$(CURDIR)/testsuite"' >> $@
	@echo 'set GCC_UNDER_TEST "$(GCC)"' >> $@
	@echo 'set GXX_UNDER_TEST "$(CXX)"' >> $@
	@echo 'set GFORTRAN_UNDER_TEST "gfortran"' >> $@
	@echo 'set PLUGIN_SO "$(CURDIR)/looplicm.so"' >> $@

check: looplicm.so testsuite/site.exp
	@scripts/install-deps check
	@scripts/check $(RUNTESTFLAGS)

torture: looplicm.so
	@scripts/install-deps torture
	@scripts/torture

fuzz: looplicm.so
	@scripts/install-deps fuzz
	@scripts/fuzz $(N)

bench: looplicm.so
	@scripts/install-deps bench
	@scripts/bench

install: looplicm.so
	install -d $(DESTDIR)$(PLUGIN_DIR)
	install -m 644 looplicm.so $(DESTDIR)$(PLUGIN_DIR)/looplicm.so

uninstall:
	rm -f $(DESTDIR)$(PLUGIN_DIR)/looplicm.so

clean:
	rm -f looplicm.so plugin/*.o testsuite/site.exp
	rm -f testsuite/*.sum testsuite/*.log
	rm -rf build
