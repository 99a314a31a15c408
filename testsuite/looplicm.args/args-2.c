/* hoist, sink and sm take 0 or 1.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-hoist=2" } */
/* { dg-error "looplicm: invalid value .2. for argument .hoist." "bad boolean" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "plugin_init fails" { target *-*-* } 0 } */

int
f (int x)
{
  return x;
}
