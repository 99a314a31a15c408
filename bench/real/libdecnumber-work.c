/* bench-real workload for libdecnumber (scripts/bench-real.py).

   Decimal arithmetic at 34 digits (decimal128's context): generates
   operands as strings, then per step adds, subtracts, multiplies,
   divides, takes remainders, compares, quantizes and, every 16 steps,
   a square root and an exponential and logarithm; encodes results to
   decimal128 (BID on x86_64, GCC's own encoding) and back.  Also a few
   known answers.  Prints a checksum of every result's string form;
   exits 1 when a known answer is wrong.  Deterministic.  */

#define DECNUMDIGITS 34
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "decContext.h"
#include "decNumber.h"
#include "decimal128.h"

#define STEPS 3000

static unsigned long sum;
static unsigned long long seed = 88172645463325252ULL;

static unsigned
rnd (void)
{
  seed ^= seed << 13;
  seed ^= seed >> 7;
  seed ^= seed << 17;
  return (unsigned) seed;
}

static void
mix (const decNumber *n)
{
  char s[DECNUMDIGITS + 14];
  const char *p;
  decNumberToString (n, s);
  for (p = s; *p; p++)
    sum = sum * 1000003u ^ (unsigned char) *p;
}

/* A generated operand: up to 30 digits, a decimal point, a sign.  */
static void
operand (decNumber *n, decContext *ctx)
{
  char s[48];
  int len = 1 + rnd () % 30, dot = rnd () % (len + 1), i, k = 0;
  if (rnd () % 4 == 0)
    s[k++] = '-';
  for (i = 0; i < len; i++)
    {
      if (i == dot && i)
	s[k++] = '.';
      s[k++] = (char) ('0' + (i ? rnd () % 10 : 1 + rnd () % 9));
    }
  s[k] = 0;
  decNumberFromString (n, s, ctx);
}

static int
check (const char *what, const decNumber *n, const char *expect)
{
  char s[DECNUMDIGITS + 14];
  decNumberToString (n, s);
  if (strcmp (s, expect) != 0)
    {
      printf ("%s = %s, expected %s\n", what, s, expect);
      return 1;
    }
  return 0;
}

int
main (void)
{
  decContext ctx;
  decNumber a, b, r, q, acc, one, third;
  decimal128 d;
  int i, bad = 0;

  decContextDefault (&ctx, DEC_INIT_DECIMAL128);
  ctx.traps = 0;

  /* Known answers.  */
  decNumberFromString (&one, "1", &ctx);
  decNumberFromString (&a, "3", &ctx);
  decNumberDivide (&third, &one, &a, &ctx);
  bad |= check ("1/3", &third, "0.3333333333333333333333333333333333");
  decNumberFromString (&a, "2", &ctx);
  decNumberSquareRoot (&r, &a, &ctx);
  bad |= check ("sqrt(2)", &r, "1.414213562373095048801688724209698");
  decNumberExp (&r, &one, &ctx);
  bad |= check ("exp(1)", &r, "2.718281828459045235360287471352662");
  decNumberFromString (&a, "123456789012345678901234567890.5", &ctx);
  decNumberFromString (&b, "0.5", &ctx);
  decNumberAdd (&r, &a, &b, &ctx);
  bad |= check ("add", &r, "123456789012345678901234567891.0");

  decNumberZero (&acc);
  for (i = 0; i < STEPS; i++)
    {
      operand (&a, &ctx);
      operand (&b, &ctx);
      decNumberAdd (&r, &a, &b, &ctx);
      mix (&r);
      decNumberSubtract (&r, &a, &b, &ctx);
      mix (&r);
      decNumberMultiply (&r, &a, &b, &ctx);
      mix (&r);
      decNumberAdd (&acc, &acc, &r, &ctx);
      if (!decNumberIsZero (&b))
	{
	  decNumberDivide (&q, &a, &b, &ctx);
	  mix (&q);
	  decNumberRemainder (&r, &a, &b, &ctx);
	  mix (&r);
	  decNumberDivideInteger (&r, &a, &b, &ctx);
	  mix (&r);
	}
      decNumberCompare (&r, &a, &b, &ctx);
      mix (&r);
      decNumberQuantize (&r, &a, &third, &ctx);
      mix (&r);
      decimal128FromNumber (&d, &a, &ctx);
      decimal128ToNumber (&d, &r);
      mix (&r);
      if (i % 16 == 0)
	{
	  decNumberAbs (&a, &a, &ctx);
	  decNumberSquareRoot (&r, &a, &ctx);
	  mix (&r);
	  decNumberLn (&r, &a, &ctx);
	  mix (&r);
	  decNumberMultiply (&b, &third, &one, &ctx);
	  decNumberExp (&r, &b, &ctx);
	  mix (&r);
	}
      ctx.status = 0;
    }
  mix (&acc);
  printf ("checksum %08lx\n", sum & 0xffffffffUL);
  return bad;
}
