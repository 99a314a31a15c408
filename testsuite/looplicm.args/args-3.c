/* dump= takes GCC dump flags joined by '-'.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-dump=nonsense" } */
/* { dg-error "looplicm: invalid value .nonsense. for argument .dump." "bad dump flags" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "plugin_init fails" { target *-*-* } 0 } */

int
f (int x)
{
  return x;
}
