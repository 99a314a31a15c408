/* A call in the loop that may read the location (use () may read g)
   keeps it in memory.  So does a pure function, which may read it.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-looplicm-verify" } */

int g;
extern void use (void);
extern int peek (void) __attribute__ ((pure));

void
call_use (const short *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      g += a[i];
      use ();
    }
}

void
call_peek (const short *a, int n)
{
  for (int i = 0; i < n; i++)
    g += a[i] + peek ();
}

/* { dg-final { scan-tree-dump-times "Not promoting g in loop 1: it may also be accessed by use \\(\\);\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-times "Not promoting g in loop 1: it may also be accessed by _\[0-9\]+ = peek \\(\\);\n" 1 "looplicm" } } */
/* { dg-final { scan-tree-dump-not "Executing store motion" "looplicm" } } */
