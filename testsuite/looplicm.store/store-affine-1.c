/* Dependence-aware disambiguation: p[i] and p[i + 8] differ by
   32 bytes, more than either access, so they are two locations that never
   overlap, whatever p and i are; both are promoted.  p[i] and p[i + 1]
   of a char array would overlap for 8-byte accesses: not promoted.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

void
apart (int *p, int n, int i)
{
  for (int k = 0; k < n; k++)
    {
      p[i] += k;
      p[i + 8] += 2 * k;
    }
}

void
overlap (char *p, int n, int i)
{
  for (int k = 0; k < n; k++)
    {
      *(long *) (p + i) += k;
      *(long *) (p + i + 1) += 2 * k;
    }
}

/* { dg-final { scan-tree-dump-times "Executing store motion of \\*_\[0-9\]+ from loop 1\n" 2 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not promoting MEM\[^\n\]* in loop 1: it may also be accessed by" 2 "looplicm" } } */
