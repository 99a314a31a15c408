/* Store motion in a loop whose inner loops leave for the block after the
   outer loop (the shape of zlib's inflate: a `goto leave' in every
   refill loop).  After store motion the pass updates the SSA form,
   dissolves the exit blocks it made for the inner loops and only then
   rewrites the function into loop-closed SSA, as lim2 leaves it; verify
   checks the result, and the values live across the shared exit block
   must still arrive there from every loop.  */
/* { dg-do run } */
/* { dg-additional-options "-fno-tree-loop-im -fplugin-arg-looplicm-verify -fplugin-arg-looplicm-dump=details" } */

struct st { unsigned have; unsigned mode; };

__attribute__ ((noipa)) int
run (struct st *__restrict s, const unsigned char *__restrict in, unsigned n,
     unsigned *outbits)
{
  unsigned hold = 0, bits = 0, pos = 0;
  for (;;)
    {
      s->have++;
      /* Refill: an inner loop that may leave the whole function.  */
      while (bits < 16)
	{
	  if (pos == n)
	    goto leave;
	  hold |= (unsigned) in[pos++] << bits;
	  bits += 8;
	}
      if ((hold & 3) == 3)
	break;
      /* Skip: another inner loop with the same way out.  */
      while (bits > 4)
	{
	  if (hold == 0)
	    goto leave;
	  hold >>= 2;
	  bits -= 2;
	}
    }
  s->mode = 1;
 leave:
  *outbits = bits + hold;
  return (int) pos;
}

int
main (void)
{
  unsigned char in[64];
  for (int i = 0; i < 64; i++)
    in[i] = (unsigned char) (i * 37 + 5);
  for (unsigned n = 0; n <= 64; n += 7)
    {
      struct st s = { 0, 0 };
      unsigned bits = 0;
      int pos = run (&s, in, n, &bits);
      /* The same computation without the loop-closed shape.  */
      unsigned hold = 0, b = 0, p = 0, have = 0, mode = 0;
      for (;;)
	{
	  int out = 0;
	  have++;
	  while (b < 16)
	    {
	      if (p == n)
		{
		  out = 1;
		  break;
		}
	      hold |= (unsigned) in[p++] << b;
	      b += 8;
	    }
	  if (out)
	    break;
	  if ((hold & 3) == 3)
	    {
	      mode = 1;
	      break;
	    }
	  while (b > 4)
	    {
	      if (hold == 0)
		{
		  out = 1;
		  break;
		}
	      hold >>= 2;
	      b -= 2;
	    }
	  if (out)
	    break;
	}
      if (pos != (int) p || s.have != have || s.mode != mode
	  || bits != b + hold)
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "Executing store motion of \\*s_\[0-9\]+\\(D\\)\\.have from loop" "looplicm" } } */
