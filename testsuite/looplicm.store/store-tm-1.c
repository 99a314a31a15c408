/* Transactional memory (-fgnu-tm): a load of a global inside a
   transaction stays where the transaction reads it, and a location
   promoted there is stored back only under its flag (GCC's lim does the
   same: another thread may watch every store).  */
/* { dg-do compile } */
/* { dg-additional-options "-fgnu-tm -fplugin-arg-looplicm-verify" } */

int count;
struct obj { int data; struct obj *next; } *q;

void
func (void)
{
  struct obj *p;
  __transaction_atomic {
    for (p = q; p; p = p->next)
      if (p->data > 0)
	count++;
  }
}

/* { dg-final { scan-tree-dump "Cannot hoist conditional load of count because it is in a transaction" "looplicm" } } */
/* { dg-final { scan-tree-dump "Executing store motion of count from loop \[0-9\]+ \\(with a flag" "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Moving statement\ncount\\.\[0-9\]+_\[0-9\]+ = count;" "looplicm" } } */
