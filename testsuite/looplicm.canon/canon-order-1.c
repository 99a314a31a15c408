/* Where nothing moves, the pass leaves the IR exactly as it found it.
   The exits of both loops reach the block at 'leave', which the plain
   paths reach too; each loop's exits are split into a block of their own
   and the unused blocks are dissolved again.  The order of that block's
   predecessors, and so of its PHI's arguments, must be what it was: a
   different order changed the block layout and stack slots of zlib's
   inflate.c and libiberty's regex.c under the plugin with every
   transformation off.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-lim2 -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

enum mode { HEAD, DONE };
struct state { enum mode mode; };
int next;
void take (unsigned);

void
inflate (struct state *st, unsigned have, int check)
{
  unsigned bits;
  unsigned out;
  for (;;)
    switch (st->mode)
      {
      case HEAD:
	if (check)
	  goto leave;
	out = next;
	bits = 0;
	while (bits < 32)
	  {
	    if (have == 0)
	      goto leave;
	    have--;
	    bits += 8;
	  }
	st->mode = DONE;
	break;
      case DONE:
	goto leave;
      default:
	return;
      }
 leave:
  take (out);
}

/* { dg-final { scan-tree-dump "exit bb \[0-9\]+ -> bb \[0-9\]+: made dedicated" "looplicm" } } */
/* { dg-final { compare-tree-dump-bodies "looplicm" "lim2" } } */
