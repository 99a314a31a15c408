/* An interpreter's dispatch loop: a `switch' on the next instruction in
   an endless loop, as in Lua's luaV_execute or CPython's ceval.  The
   closure's fields (its constants, its upvalue array) and the frame base
   are loaded again in every instruction that needs them; each is
   invariant in the loop, but only some instructions use each, and the
   loop calls out (a host function) on one of them.  A LICM that moved
   every invariant would hoist the address of the upvalue array and the
   constant table into registers held across the whole loop (issue 11: an
   interpreter's &cl->upvals cost 0.04 % at -O2 and 0.33 % at -O3); the
   cost model must leave the loop at least as fast as lim2 does.

     for (;;)
       switch (code[pc++] ...)
	 {
	 case OP_LOADK:   base[a] = cl->k[b];          break;
	 case OP_GETUP:   base[a] = cl->up[b]->v;      break;
	 case OP_SETUP:   cl->up[b]->v = base[a];      break;
	 case OP_ADD ...
	 case OP_CALL:    base[a] = host (base[b]);    break;
	 case OP_JLT:     if (base[a] < base[b]) pc = c; break;
	 case OP_RET:     return base[a];
	 }  */

#include "bench.h"

enum op { OP_LOADK, OP_GETUP, OP_SETUP, OP_MOVE, OP_ADD, OP_SUB, OP_MUL,
	  OP_XOR, OP_CALL, OP_JLT, OP_JMP, OP_RET };

struct upval
{
  long v;
};

struct closure
{
  const long *k;
  struct upval **up;
  int nup;
};

#define INSN(op, a, b, c) ((unsigned) (op) | (a) << 8 | (b) << 16 | (c) << 24)

#define REPS 400

static long g_calls;

/* A host function: it writes a global of its own.  */
__attribute__ ((noinline)) static long
host (long x)
{
  g_calls++;
  return (x * 2654435761u) >> 7;
}

/* Run CODE with the closure CL on the registers BASE.  */
KERNEL long
kernel (const unsigned *code, struct closure *cl, long *base)
{
  unsigned pc = 0;
  for (;;)
    {
      unsigned i = code[pc++];
      unsigned a = (i >> 8) & 0xff, b = (i >> 16) & 0xff, c = i >> 24;
      switch (i & 0xff)
	{
	case OP_LOADK:
	  base[a] = cl->k[b];
	  break;
	case OP_GETUP:
	  base[a] = cl->up[b]->v;
	  break;
	case OP_SETUP:
	  cl->up[b]->v = base[a];
	  break;
	case OP_MOVE:
	  base[a] = base[b];
	  break;
	case OP_ADD:
	  base[a] = base[b] + base[c];
	  break;
	case OP_SUB:
	  base[a] = base[b] - base[c];
	  break;
	case OP_MUL:
	  base[a] = base[b] * base[c];
	  break;
	case OP_XOR:
	  base[a] = base[b] ^ base[c];
	  break;
	case OP_CALL:
	  base[a] = host (base[b]);
	  break;
	case OP_JLT:
	  if (base[a] < base[b])
	    pc = c;
	  break;
	case OP_JMP:
	  pc = c;
	  break;
	default:
	  return base[a];
	}
    }
}

int
main (void)
{
  /* r0 = i, r1 = limit, r2 = 1, r3 = acc; loop: acc ^= up0 * i; up1 += acc;
     from round 7 on, a host call on r0 - 7.  */
  static const long k[4] = { 0, 3000, 1, 7 };
  static struct upval u0 = { 12345 }, u1 = { 0 };
  static struct upval *ups[2] = { &u0, &u1 };
  static const unsigned code[] = {
    INSN (OP_LOADK, 0, 0, 0),	/* 0: r0 = 0 */
    INSN (OP_LOADK, 1, 1, 0),	/* 1: r1 = 3000 */
    INSN (OP_LOADK, 2, 2, 0),	/* 2: r2 = 1 */
    INSN (OP_LOADK, 3, 0, 0),	/* 3: r3 = 0 */
    INSN (OP_GETUP, 4, 0, 0),	/* 4: r4 = up0 */
    INSN (OP_MUL, 4, 4, 0),	/* 5: r4 = r4 * r0 */
    INSN (OP_XOR, 3, 3, 4),	/* 6: r3 ^= r4 */
    INSN (OP_GETUP, 5, 1, 0),	/* 7: r5 = up1 */
    INSN (OP_ADD, 5, 5, 3),	/* 8: r5 += r3 */
    INSN (OP_SETUP, 5, 1, 0),	/* 9: up1 = r5 */
    INSN (OP_LOADK, 6, 3, 0),	/* 10: r6 = 7 */
    INSN (OP_SUB, 7, 0, 6),	/* 11: r7 = r0 - 7 */
    INSN (OP_JLT, 0, 6, 14),	/* 12: if r0 < 7 goto 14 */
    INSN (OP_CALL, 8, 7, 0),	/* 13: r8 = host (r7) */
    INSN (OP_ADD, 0, 0, 2),	/* 14: r0 += 1 */
    INSN (OP_MOVE, 9, 8, 0),	/* 15: r9 = r8 */
    INSN (OP_JLT, 0, 1, 4),	/* 16: if r0 < r1 goto 4 */
    INSN (OP_RET, 5, 0, 0),	/* 17: return r5 */
  };
  struct closure cl = { k, ups, 2 };
  long regs[16];
  unsigned long h = BENCH_HASH0;
  for (int r = 0; r < REPS; r++)
    {
      memset (regs, 0, sizeof regs);
      u1.v = r;
      h = bench_mix (h, kernel (code, &cl, regs));
    }
  h = bench_mix (h, g_calls);
  bench_print (h);
  return 0;
}
