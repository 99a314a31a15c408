/* Exits through a switch: the block made for the loop's exits to 'done'
   takes the label 'done' from the block after it, rather than GCC making
   a label there, whose DECL_UID would renumber every later declaration
   of the file (with every transformation off, libiberty's regex.c at -O1
   compiled to other code).  Store motion keeps the block: the label
   stands before the store of 'count' (the path that skips the loop goes
   to the block after it, which needs no label).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-tree-loop-im -fplugin-arg-looplicm-dump=details -fplugin-arg-looplicm-verify" } */

int count;

int
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

/* { dg-final { scan-tree-dump "exit bb \[0-9\]+ -> bb \[0-9\]+: made dedicated" "looplicm" } } */
/* { dg-final { scan-tree-dump "= PHI <\[^\n\]*>\ndone:\n  count = count_lsm" "looplicm" } } */
