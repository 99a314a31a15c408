/* A loop that leaves through a switch, to a block that a plain path also
   reaches: the block made for the loop's exits to 'done' takes that
   block's label (canon_borrow_labels, so that GCC makes no label with a
   new DECL_UID), and store motion keeps the block, with the store of
   'count' in it.  The path that skips the loop must still reach 'done'
   after that store.  Against a twin that keeps the count in a volatile,
   for every start, length and flag.  */
/* { dg-do run } */

int count;

__attribute__ ((noipa)) int
scan (const short *p, int n, int flag)
{
  int r = 0;
  if (flag)
    goto done;
  for (int i = 0; i < n; i++)
    {
      count++;
      switch (p[i])
	{
	case 0:
	  r = 1;
	  goto done;
	case 7:
	  r = 2;
	  goto done;
	case 9:
	  r = 3;
	  goto done;
	default:
	  break;
	}
    }
  r = 4;
 done:
  return r * 100 + count;
}

__attribute__ ((noipa)) int
scan_ref (const short *p, int n, int flag)
{
  static volatile int vcount;
  vcount = count;
  int r = 0;
  if (flag)
    goto done;
  for (int i = 0; i < n; i++)
    {
      vcount = vcount + 1;
      switch (p[i])
	{
	case 0:
	  r = 1;
	  goto done;
	case 7:
	  r = 2;
	  goto done;
	case 9:
	  r = 3;
	  goto done;
	default:
	  break;
	}
    }
  r = 4;
 done:
  count = vcount;
  return r * 100 + count;
}

int
main (void)
{
  short buf[16] = { 3, 4, 5, 7, 1, 2, 9, 8, 0, 6, 6, 6, 6, 6, 6, 6 };
  for (int flag = 0; flag < 2; flag++)
    for (int start = 0; start < 16; start++)
      for (int n = 0; n + start <= 16; n++)
	{
	  int c0 = count;
	  int got = scan (buf + start, n, flag);
	  int c1 = count;
	  count = c0;
	  int want = scan_ref (buf + start, n, flag);
	  if (got != want || c1 != count)
	    __builtin_abort ();
	}
  return 0;
}
