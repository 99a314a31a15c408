// C++ remarks: a reference parameter is named as the source names it, a
// member through this as the field, an overloaded operator inlined into
// the loop by the names of the operator's own source (with -g), and each
// instantiation of a template reports its loop once.
// { dg-do compile }
// { dg-additional-options "-g" }

struct vec2
{
  int x, y;
};

static inline vec2
operator+ (const vec2 &a, const vec2 &b)
{
  return vec2 { a.x + b.x, a.y + b.y };	/* { dg-message "missed: looplicm: 'b.x' not moved out of the loop at line 43 in shift: it may be changed by the store to 'p\\\[i\\\].x' at line 44(?!\[^\n\]*\\()" } */
}	/* { dg-message "missed: looplicm: 'b.y' not moved out of the loop at line 43 in shift: it may be changed by the store to 'p\\\[i\\\].\[xy\]' at line 44(?!\[^\n\]*\\()" "" { target *-*-* } 16 } */

void
by_reference (int *out, const int &scale, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line 22: a run-time check picks a copy for when 'scale' does not overlap 'out\\\[i\\\]'" } */
    out[i] = scale * 3 + i;	/* { dg-message "optimized: looplicm: moved 'scale \\* 3' before the loop at line 22: it has the same value in every iteration" } */
}

struct acc
{
  int total;
  int bias;
  void add (const int *a, int n);
};

void
acc::add (const int *a, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: looplicm: versioned the loop at line 36: a run-time check picks a copy for when 'this->total' does not overlap 'a\\\[i\\\]'" } */
    total += a[i] + (bias << 2);	/* { dg-message "optimized: looplicm: kept 'this->total' in a register in the loop at line 36: loaded before the loop, stored after it" } */
}

void
shift (vec2 *p, const vec2 *d, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = p[i] + d[0];
}

template <typename T>
void
scale_all (T *out, const T *in, const T &k, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] * (k - 1);	/* { dg-message "missed: looplicm: 'k' not moved out of the loop at line 51: it may be changed by the store to 'out\\\[i\\\]' at line 52 \\(if the two never overlap, restrict-qualify 'k' and 'out'\\)" } */
}

template void scale_all<int> (int *, const int *, const int &, int);
template void scale_all<long> (long *, const long *, const long &, int);

// Either store of line 44 may change 'b.y' (B may point into P): GCC 12
// names the first, GCC 16 the second; both are true.
