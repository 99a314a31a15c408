/* Pure or const advice: only for a function defined here whose body
   writes no memory (GCC's own summary of it says so), never for one that
   writes what blocks the load, nor for library functions, nor for an
   allocator.  -fpic keeps GCC from seeing through the definitions, as
   for a function of a shared library that another one may replace.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fpic -fno-tree-vectorize -fno-peel-loops -fno-unroll-loops -fopt-info-loop-missed" } */

#include <string.h>
#include <stdio.h>

int table[64];
int lookup (int k) { return table[k & 63]; }
int square (int k) { return k * k; }
void twiddle (double *w, int k) { *w = *w * 0.5 + k; }
void *my_alloc (unsigned n) __attribute__ ((malloc));

int
use_lookup (const int *scale, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += lookup (i) * *scale;	/* { dg-message "missed: looplicm: '\\*scale' not moved out of the loop at line 22: it may be changed by the call to lookup at line 23 \\(its body writes no memory: declare it pure\\)" } */
  return s;
}

int
use_square (const int *scale, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += square (i) * *scale;	/* { dg-message "missed: looplicm: '\\*scale' not moved out of the loop at line 31: it may be changed by the call to square at line 32 \\(its body accesses no memory: declare it const\\)" } */
  return s;
}

double
use_twiddle (double *w, int n, const double *scale)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      twiddle (w, i);
      double v = *w;	/* { dg-message "missed: looplicm: '\\*w' not moved out of the loop at line 40: it may be changed by the call to twiddle at line 42(?!\[^\n\]*\\()" } */
      s += v * *scale;	/* { dg-message "missed: looplicm: '\\*scale' not moved out of the loop at line 40: it may be changed by the call to twiddle at line 42(?!\[^\n\]*\\()" } */
    }
  return s;
}

int
use_memset (char *buf, int n, const int *scale)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      memset (buf, i, 4);
      s += *scale;	/* { dg-message "missed: looplicm: '\\*scale' not moved out of the loop at line 53: it may be changed by the call to memset at line 55(?!\[^\n\]*\\()" } */
    }
  return s;
}

int
use_printf (int n, const int *scale)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      printf ("%d", i);
      s += *scale;	/* { dg-message "missed: looplicm: '\\*scale' not moved out of the loop at line 65: it may be changed by the call to printf at line 67(?!\[^\n\]*\\()" } */
    }
  return s;
}

int
use_alloc (int n, const int *scale, void **keep)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      keep[i] = my_alloc (4);
      s += *scale;	/* { dg-message "missed: looplicm: '\\*scale' not moved out of the loop at line 77: it may be changed by the call to my_alloc at line 79(?!\[^\n\]*\\()" } */
    }
  return s;
}
