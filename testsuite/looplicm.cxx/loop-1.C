// A C++ loop over a std::vector with an invariant member load compiles
// and runs with the plugin loaded.
// { dg-do run }

#include <cstdlib>
#include <vector>

struct scaler
{
  int factor;
  int offset;

  __attribute__ ((noinline)) void
  apply (std::vector<int> &v) const
  {
    for (auto &x : v)
      x = x * factor + offset;
  }
};

int
main ()
{
  std::vector<int> v (16);
  for (int i = 0; i < 16; i++)
    v[i] = i;
  scaler s = { 3, 1 };
  s.apply (v);
  long sum = 0;
  for (int x : v)
    sum += x;
  if (sum != 3 * 120 + 16)
    std::abort ();
  return 0;
}
