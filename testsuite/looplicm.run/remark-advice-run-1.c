/* Following the plugin's advice keeps what the program computes.  The
   loops are those of looplicm.remarks/remarks-advice-2.c, where the
   plugin advises declaring lookup pure and square const; here each loop
   runs twice, once calling the functions as written and once calling
   copies declared as advised, which lets the load of *scale leave the
   loop.  A table entry and *scale change between the runs.  */
/* { dg-do run } */
/* { dg-options "-O2 -fpic" } */

int table[64];
int lookup (int k) { return table[k & 63]; }
int square (int k) { return k * k; }
__attribute__ ((pure)) int lookup_pure (int k) { return table[k & 63]; }
__attribute__ ((const)) int square_const (int k) { return k * k; }

__attribute__ ((noipa)) int
use_lookup (const int *scale, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += lookup (i) * *scale;
  return s;
}

__attribute__ ((noipa)) int
use_lookup_pure (const int *scale, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += lookup_pure (i) * *scale;
  return s;
}

__attribute__ ((noipa)) int
use_square (const int *scale, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += square (i) * *scale;
  return s;
}

__attribute__ ((noipa)) int
use_square_const (const int *scale, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += square_const (i) * *scale;
  return s;
}

int
main (void)
{
  for (int k = 0; k < 64; k++)
    table[k] = 3 * k - 50;
  for (int round = 0; round < 4; round++)
    {
      int scale = round * 7 - 9;
      table[round * 5] += round;
      for (int n = 0; n < 140; n += 13)
	if (use_lookup (&scale, n) != use_lookup_pure (&scale, n)
	    || use_square (&scale, n) != use_square_const (&scale, n))
	  __builtin_abort ();
      if (use_lookup (&table[9], 70) != use_lookup_pure (&table[9], 70))
	__builtin_abort ();
    }
  return 0;
}
