/* The form report (dump) must not take a merge PHI made by the SSA update
   for a loop-closed PHI.  An endless loop around a switch, left by goto
   from an inner loop; the value stored after the exit label merges paths
   from several loops.  TWICE is a call that GCC's own sink pass does not
   move, used only after the loops.  It makes the pass build loop-closed
   SSA (for sinking) in the block after the label.  There the rewrite also
   makes the merge PHI for LEFT.
   Reduced from zlib's inflate.c, compiled with -fplugin-arg-looplicm-dump.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

struct stream { unsigned avail; } strm;
unsigned weigh (unsigned) __attribute__ ((const));
enum mode { HEAD, DONE };

void
decode (enum mode mode, int flags, unsigned long hold, unsigned have,
	unsigned left, unsigned bits)
{
  unsigned twice;
  for (;;)
    {
    twice = weigh (left);
    switch (mode)
      {
      case HEAD:
	while (bits < 16)
	  {
	    if (have == 0)
	      goto leave;
	    have--;
	    bits += 8;
	  }
	if ((flags & 2) && hold == 0x8b1f)
	  bits = 0;
	left--;
      default:;
      }
    }
 leave:
  strm.avail = left + twice;
}

/* From GCC 14, DECODE's loop 1 has a single exit (no merge PHI there);
   SCAN leaves its outer loop, loop 1, by two exits to one block on every
   release: from the inner loop (goto) and by the break, with the same LEFT
   and TWICE, so the rewrite makes a loop-closed PHI in each exit block and
   a merge PHI after them.  */

void
scan (const unsigned *a, unsigned n, unsigned left)
{
  unsigned twice;
  for (unsigned i = 0;; i++)
    {
      twice = weigh (left);
      for (unsigned j = 0; j < n; j++)
	if (a[j] == left)
	  goto leave;
      if (a[i] == 0)
	break;
      left--;
    }
 leave:
  strm.avail = left + twice;
}

/* { dg-final { scan-tree-dump-times "PHI created by the SSA update in bb \[0-9\]+: left_\[0-9\]+ = PHI <left_\[0-9\]+\\(\[0-9\]+\\), left_\[0-9\]+\\(\[0-9\]+\\)>" 2 "looplicm" { target { ! looplicm_gcc14plus } } } } */
/* { dg-final { scan-tree-dump-times "PHI created by the SSA update in bb \[0-9\]+: left_\[0-9\]+ = PHI <left_\[0-9\]+\\(\[0-9\]+\\), left_\[0-9\]+\\(\[0-9\]+\\)>" 1 "looplicm" { target looplicm_gcc14plus } } } */
/* { dg-final { scan-tree-dump-times "LCSSA PHI created for loop 1 in exit bb \[0-9\]+: left_" 4 "looplicm" { target { ! looplicm_gcc14plus } } } } */
/* { dg-final { scan-tree-dump-times "LCSSA PHI created for loop 1 in exit bb \[0-9\]+: left_" 3 "looplicm" { target looplicm_gcc14plus } } } */
