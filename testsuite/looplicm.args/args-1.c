/* An unknown argument stops the compilation, and the error lists the valid
   ones.  plugin_init reports it without a location, hence line 0.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-bogus" } */
/* { dg-error "looplicm: unknown argument .bogus.; valid arguments are: dump, verify, hoist, sink, sm" "unknown argument" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "plugin_init fails" { target *-*-* } 0 } */

int
f (int x)
{
  return x;
}
